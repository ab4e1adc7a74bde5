import type { TaxReportRow } from '@shared/api/types/admin';
import { PARTITION } from '@shared/contract/table-keys';
import { keptCents, keptTaxCents } from '@shared/ledger';
import { ledgerPaymentOf, type PurchaseRecord } from './purchase';
import { type Item, queryAll } from './query-page';
import { addTo, randomTotalsShard } from './totals';
import type { TransactItem } from './transactions';

/**
 * The tax report's sums, by the calendar month (UTC) a sale or a refund happened and the purchase's
 * billing country: `TAXREPORT` / `<yyyy-mm>#<country or ->#<shard>`. Each ledger change adds what it
 * moved, in the same transaction, on a shard picked at random as the totals do, so a refund in December
 * of a November sale lowers December's figures, as a credit note does. Sales and refunds from before
 * the store collected tax were never counted here.
 */
const NO_COUNTRY = '-';

interface Moved {
  sales: number;
  chargedCents: number;
  givenBackCents: number;
  netCents: number;
  taxCents: number;
}

/** What a change of one user's purchases moves in the report, one item per country it touches. */
export function taxReportChanges(
  before: readonly PurchaseRecord[],
  after: readonly PurchaseRecord[],
  now: Date,
): TransactItem[] {
  const byCountry = new Map<string, Moved>();
  for (const purchase of after) {
    const previous = before.find((earlier) => earlier.id === purchase.id);
    const moved = movedBy(previous, purchase);
    if (Object.values(moved).every((value) => value === 0)) continue;
    const country = purchase.billingCountry ?? NO_COUNTRY;
    const sum = byCountry.get(country) ?? { sales: 0, chargedCents: 0, givenBackCents: 0, netCents: 0, taxCents: 0 };
    for (const key of Object.keys(sum) as (keyof Moved)[]) sum[key] += moved[key];
    byCountry.set(country, sum);
  }
  const month = now.toISOString().slice(0, 7);
  return [...byCountry].map(([country, moved]) =>
    addTo(
      { pk: PARTITION.taxReport, sk: `${month}#${country}#${randomTotalsShard()}` },
      Object.fromEntries(Object.entries(moved).filter(([, value]) => value !== 0)),
    ),
  );
}

/** A new purchase is a sale of what was charged; after that, only what is kept moves (refunds, disputes). */
function movedBy(previous: PurchaseRecord | undefined, purchase: PurchaseRecord): Moved {
  const kept = (record: PurchaseRecord | undefined) => {
    if (!record) return { net: 0, tax: 0 };
    const payment = ledgerPaymentOf(record);
    return { net: keptCents(payment), tax: keptTaxCents(payment) };
  };
  const [was, now] = [kept(previous), kept(purchase)];
  const chargedCents = previous ? 0 : purchase.amountCents;
  const netCents = now.net - was.net;
  const taxCents = now.tax - was.tax;
  return {
    sales: previous ? 0 : 1,
    chargedCents,
    givenBackCents: chargedCents - netCents - taxCents,
    netCents,
    taxCents,
  };
}

/** The report of one year: a row per month and country with any figure, oldest month first, countries A–Z. */
export async function getTaxReport(year: number): Promise<TaxReportRow[]> {
  const items = await queryAll({
    index: null,
    partition: PARTITION.taxReport,
    sortKeyRange: { from: `${year}-01`, to: `${year}-12#~` },
  });
  const rows = new Map<string, TaxReportRow>();
  for (const item of items) {
    const [month = '', country = NO_COUNTRY] = String(item.sk).split('#');
    const key = `${month}#${country}`;
    const row = rows.get(key) ?? emptyRow(month, country);
    addItem(row, item);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => (byKey(a) < byKey(b) ? -1 : byKey(a) > byKey(b) ? 1 : 0));
}

/** Month, then country; no country sorts after every code (`~` after letters in a plain comparison). */
function byKey(row: TaxReportRow): string {
  return `${row.month}#${row.country ?? '~'}`;
}

function emptyRow(month: string, country: string): TaxReportRow {
  return {
    month,
    country: country === NO_COUNTRY ? null : country,
    sales: 0,
    chargedCents: 0,
    givenBackCents: 0,
    netCents: 0,
    taxCents: 0,
  };
}

function addItem(row: TaxReportRow, item: Item): void {
  const number = (name: string) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
  row.sales += number('sales');
  row.chargedCents += number('chargedCents');
  row.givenBackCents += number('givenBackCents');
  row.netCents += number('netCents');
  row.taxCents += number('taxCents');
}
