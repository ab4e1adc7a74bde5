import { CircleX } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { DashboardOrHomeLinks } from './next-step-links';

/** /payment-cancel: Stripe's cancel return. Public (DESIGN decision 6). */
export function PaymentCancelScreen() {
  return (
    <Page title="Payment Cancelled">
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6">
        <CircleX aria-hidden="true" className="size-10 text-text-muted" />
        <p className="text-lg text-text">Your payment was cancelled. No charges were made.</p>
        <p className="text-text-muted">Your packages are still here whenever you are ready.</p>
      </div>
      <DashboardOrHomeLinks />
    </Page>
  );
}
