import type { AdminPurchasesResponse } from '@shared/api/types/admin';
import { formatCents } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { NetOfTax } from '../../components/net-of-tax';

type Totals = Pick<AdminPurchasesResponse, 'totalRevenueCents' | 'totalTaxCents'>;

/** The spec's badge, 'Total Revenue: $x.xx', word for word, and beside it that the figure is net of tax, with the tax. */
export function PurchasesRevenue({ totalRevenueCents, totalTaxCents }: Totals) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Badge variant="accent" size="md" className="tabular">
        Total Revenue: {formatCents(totalRevenueCents)}
      </Badge>
      <p className="tabular text-sm text-text-muted">
        <NetOfTax taxCents={totalTaxCents} />
      </p>
    </div>
  );
}
