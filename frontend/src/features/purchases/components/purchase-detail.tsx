import type { ReactNode } from 'react';

/** One labelled detail of a purchase or a gift sent: order number, date, amount. */
export function PurchaseDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-bold tracking-wide text-text-muted uppercase">{term}</dt>
      <dd className="break-words text-text">{children}</dd>
    </div>
  );
}
