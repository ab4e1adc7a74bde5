import { listPurchases, type PurchaseRecord } from './purchase';
import { getSubmissionsFor, type SubmissionRecord } from './submission';

/** Purchases per export page: big enough for few requests, small enough for one Lambda response. */
const EXPORT_PAGE_SIZE = 1000;

export interface ExportRow {
  purchase: PurchaseRecord;
  /** The setup the buyer submitted for the purchased tier, if any. */
  submission: SubmissionRecord | null;
}

/** One page of the purchase export, newest first, each purchase with its tier submission. */
export async function getPurchaseExportPage(cursor: string | undefined) {
  // A page of 1000 can exceed one Query's 1 MB; a few reads finish it.
  const page = await listPurchases({}, { cursor, limit: EXPORT_PAGE_SIZE, maxReads: 5 });
  const submissions = await getSubmissionsFor(page.items);
  const rows: ExportRow[] = page.items.map((purchase) => ({
    purchase,
    submission: submissions.get(`${purchase.userId}#${purchase.tierId}`) ?? null,
  }));
  return { rows, nextCursor: page.nextCursor };
}
