import { type CreatorCodeOffer, creatorCodeLabel } from '@shared/creator-codes';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';

/**
 * The creator code the purchase carries: its discount (or the code, not checked yet), Remove, why it
 * failed, and, when too many codes were checked, when to try again.
 */
export function AppliedCreatorCode({
  code,
  offer,
  message,
  wait,
  onRemove,
}: {
  code: string;
  offer: CreatorCodeOffer | null;
  message: string | null;
  wait: string | null;
  onRemove(): void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-accent bg-surface px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold break-words text-text">
          {offer ? creatorCodeLabel(offer) : m.checkout_creator_code_named({ code })}
        </p>
        <Button variant="outline" size="sm" onClick={onRemove}>
          {m.checkout_creator_code_remove()}
        </Button>
      </div>
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      {wait && <p className="text-sm text-text-muted">{wait}</p>}
    </div>
  );
}
