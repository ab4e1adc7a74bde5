import { CircleX } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { m } from '@/lib/i18n';
import { DashboardOrHomeLinks } from './next-step-links';

/** /payment-cancel: Stripe's cancel return. Public (DESIGN decision 6). */
export function PaymentCancelScreen() {
  return (
    <Page title={m.checkout_cancelled_title()}>
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6">
        <CircleX aria-hidden="true" className="size-10 text-text-muted" />
        <p className="text-lg text-text">{m.checkout_cancelled_text()}</p>
        <p className="text-text-muted">{m.checkout_cancelled_hint()}</p>
      </div>
      <DashboardOrHomeLinks />
    </Page>
  );
}
