import { TIERS, type TierId } from '@shared/tiers';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { PurchaseFilter } from '../api/get-purchases';

const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary';

interface PurchaseFiltersProps {
  value: PurchaseFilter;
  onChange: (filter: PurchaseFilter) => void;
}

/** The purchases list's filters: a tier, and the UTC days from and to (both included). */
export function PurchaseFilters({ value, onChange }: PurchaseFiltersProps) {
  return (
    <div className="grid w-full gap-3 sm:grid-cols-3">
      <Field label="Tier">
        <select
          className={selectClass}
          value={value.tierId}
          onChange={(event) => onChange({ ...value, tierId: event.target.value as TierId | '' })}
        >
          <option value="">All tiers</option>
          {TIERS.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="From">
        <Input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </Field>
      <Field label="To">
        <Input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </Field>
    </div>
  );
}
