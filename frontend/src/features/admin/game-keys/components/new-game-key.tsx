import type { GameKeyCreatedResponse } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A key just created: the one time it is shown, with Copy, until the admin says they are done. */
export function NewGameKey({ created, onDone }: { created: GameKeyCreatedResponse; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(GAME_MESSAGES.keyCopied);
    } catch (error) {
      // No clipboard outside secure contexts, or permission refused.
      console.error('Copy to clipboard failed', error);
      toast.error(GAME_MESSAGES.keyCopyFailed);
    }
  };
  return (
    <section
      aria-label={`New key ${created.key.name}`}
      className="flex flex-col gap-3 rounded-lg border border-accent bg-surface-raised p-4"
    >
      <p className="font-semibold text-text">{created.key.name}</p>
      <p className="text-sm text-text-muted">
        Client ID <code className="font-mono break-all text-text">{created.key.keyId}</code>
      </p>
      <code className="block rounded-lg bg-background p-3 font-mono text-sm break-all text-text">{created.secret}</code>
      <p className="text-sm text-warning">{GAME_MESSAGES.keyShownOnce}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
