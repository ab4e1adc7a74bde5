import { formatCents } from '@shared/money';
import { TIERS, type TierId } from '@shared/tiers';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n';

/** The package to give, one radio per tier with its full price: a gift never counts what the buyer owns. */
export function GiftTierChoice({
  value,
  onChange,
  disabled,
}: {
  value: TierId;
  onChange(tierId: TierId): void;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-text">{m.checkout_gift_package()}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TIERS.map((tier) => (
          <label
            key={tier.id}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg border bg-background px-4 py-3',
              'has-focus-visible:ring-2 has-focus-visible:ring-primary',
              value === tier.id ? 'border-primary bg-surface-raised' : 'border-border',
            )}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="gift-tier"
                value={tier.id}
                checked={value === tier.id}
                onChange={() => onChange(tier.id)}
                className="size-4 accent-primary"
              />
              <span className="font-semibold text-text">{tier.name}</span>
            </span>
            <span className="tabular text-text">{formatCents(tier.priceCents)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
