import { PURCHASE_HISTORY_MESSAGES } from '@shared/purchase-history-messages';
import { Receipt } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { usePurchases } from '../api/get-purchases';
import { PurchaseCard } from './purchase-card';
import { SentGifts } from './sent-gifts';

/** /purchases: everything the user paid, newest first, as cards that stack on a phone; then the gifts they sent. */
export function PurchasesScreen() {
  const purchases = usePurchases();

  useLogLoadError(purchases.error, 'purchases');
  const bought = purchases.data?.purchases ?? [];
  const giftsSent = purchases.data?.giftsSent ?? [];

  return (
    <Page
      title={PURCHASE_HISTORY_MESSAGES.title}
      subtitle={PURCHASE_HISTORY_MESSAGES.subtitle}
      before={<BackLink to={paths.dashboard}>{m.checkout_back_to_dashboard()}</BackLink>}
    >
      {purchases.isPending && <Loading text={PURCHASE_HISTORY_MESSAGES.loading} />}
      {purchases.isError && <LoadError message={PURCHASE_HISTORY_MESSAGES.loadFailed} onRetry={purchases.refetch} />}
      {purchases.isSuccess && bought.length === 0 && giftsSent.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center">
          <Receipt aria-hidden="true" className="size-10 text-text-muted" />
          <p className="font-display text-3xl text-text">{PURCHASE_HISTORY_MESSAGES.empty}</p>
          <p className="text-text-muted">{PURCHASE_HISTORY_MESSAGES.emptyHint}</p>
          <LinkButton to={paths.dashboard} variant="outline">
            {m.checkout_purchases_view_packages()}
          </LinkButton>
        </div>
      )}
      {bought.length > 0 && (
        <ul className="flex flex-col gap-4">
          {bought.map((purchase) => (
            <li key={purchase.orderNumber}>
              <PurchaseCard purchase={purchase} />
            </li>
          ))}
        </ul>
      )}
      {giftsSent.length > 0 && <SentGifts gifts={giftsSent} />}
    </Page>
  );
}
