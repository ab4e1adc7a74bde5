import type { ExportRow } from '../../data/purchase-export';

type CsvStringify = typeof import('csv-stringify/sync');

// Only the export needs the CSV writer: it loads on the first export, not with the admin Lambda.
let csvStringifyLoading: Promise<CsvStringify> | undefined;

function loadCsvStringify(): Promise<CsvStringify> {
  csvStringifyLoading ??= import('csv-stringify/sync');
  return csvStringifyLoading;
}

/**
 * The export's columns, in order: what the game needs at launch to grant each supporter's rewards, then
 * the tax split (added last, so importers reading the first columns by position keep working):
 * `amount_cents` is the total charged, `subtotal_cents` it before tax; then, for a claimed gift (the
 * purchase is the recipient's), the gift and who paid for it.
 */
const COLUMNS = [
  'purchase_id',
  'created_at',
  'user_id',
  'email',
  'tier_id',
  'tier_name',
  'amount_cents',
  'currency',
  'status',
  'nickname',
  'jersey_back_name',
  'subtotal_cents',
  'tax_cents',
  'billing_country',
  'gift_id',
  'gift_buyer_id',
  'gift_buyer_email',
] as const;

/**
 * Export rows as CSV; the header row only on the first page so pages concatenate into one file.
 * Cells a spreadsheet would run as a formula (starting with = + - @, tab or carriage return; people
 * type nicknames and emails) get a leading quote; numbers keep their sign.
 */
export async function purchasesCsv(rows: readonly ExportRow[], withHeader: boolean): Promise<string> {
  const { stringify } = await loadCsvStringify();
  const records = rows.map(({ purchase, submission }) => [
    purchase.id,
    purchase.createdAt,
    purchase.userId,
    purchase.email ?? '',
    purchase.tierId,
    purchase.tierName,
    purchase.amountCents,
    purchase.currency,
    purchase.status,
    submission?.nickname ?? '',
    submission?.jerseyBackName ?? '',
    purchase.amountCents - purchase.taxCents,
    purchase.taxCents,
    purchase.billingCountry ?? '',
    purchase.gift?.giftId ?? '',
    purchase.gift?.buyerId ?? '',
    purchase.gift?.buyerEmail ?? '',
  ]);
  return stringify(withHeader ? [[...COLUMNS], ...records] : records, { escape_formulas: true });
}
