import type { LedgerLine } from '@shared/api/types/admin';
import { formatCents } from '@shared/money';
import { getTier } from '@shared/tiers';

/** The user's ledger line: what their standing payments add up to, the tier that buys, and the credit beyond it. */
export function UserLedgerLine({ ledger }: { ledger: LedgerLine }) {
  const items = [
    ['Standing sum', formatCents(ledger.standingSumCents)],
    ['Owned tier', ledger.ownedTierId ? getTier(ledger.ownedTierId).name : 'None'],
    ['Credit', formatCents(ledger.creditCents)],
  ] as const;
  return (
    <dl aria-label="Ledger" className="mb-4 grid grid-cols-1 gap-3 rounded-lg bg-surface-raised p-4 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-text-muted">{label}</dt>
          <dd className="tabular font-semibold text-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
