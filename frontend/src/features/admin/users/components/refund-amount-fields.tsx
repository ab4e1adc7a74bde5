import { formatCents } from '@shared/money';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { RefundKind } from '../hooks/use-refund-form';

interface RefundAmountFieldsProps {
  refundable: number;
  kind: RefundKind;
  setKind: (kind: RefundKind) => void;
  typed: string;
  setTyped: (typed: string) => void;
  error: string | null;
}

/** The refund's amount: everything left, or a part of it typed in dollars. */
export function RefundAmountFields({ refundable, kind, setKind, typed, setTyped, error }: RefundAmountFieldsProps) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-text">Amount</legend>
        <label className="flex items-center gap-2 text-text">
          <input type="radio" name="kind" checked={kind === 'full'} onChange={() => setKind('full')} />
          Everything left ({formatCents(refundable)})
        </label>
        <label className="flex items-center gap-2 text-text">
          <input type="radio" name="kind" checked={kind === 'partial'} onChange={() => setKind('partial')} />
          Part of it
        </label>
      </fieldset>
      {kind === 'partial' && (
        <Field label="Refund amount (USD)" hint="For example 25.00" error={error}>
          <Input inputMode="decimal" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </Field>
      )}
    </>
  );
}
