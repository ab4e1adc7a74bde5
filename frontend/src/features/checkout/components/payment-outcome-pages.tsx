import { CHECKOUT_MESSAGES, duplicatePaymentMessage } from '@shared/checkout-messages';
import { busyRetrying } from '@shared/rate-limit-messages';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { DashboardOrHomeLinks } from './next-step-links';

/** /payment-success while the payment is being verified; `retrying` while a throttled check waits to try again. */
export function PaymentVerifying({ retrying = false }: { retrying?: boolean }) {
  return (
    <div className="flex flex-col items-center px-4">
      <Loading text={retrying ? busyRetrying() : m.checkout_verifying()} />
      {/* What happens to a payment whatever this page does: Stripe's events and the reconciler fulfil it too. */}
      <p className="max-w-md text-center text-sm text-text-muted">{m.checkout_fulfilled_anyway()}</p>
    </div>
  );
}

/** /payment-success for a payment the bank has still to confirm (a bank transfer). */
export function PaymentProcessing() {
  return (
    <Page title={m.checkout_processing_title()} subtitle={m.checkout_processing_subtitle()}>
      <p role="status" className="text-text">
        {CHECKOUT_MESSAGES.paymentProcessing}
      </p>
      <DashboardOrHomeLinks />
    </Page>
  );
}

/** /payment-success for a payment of a tier already owned: it is given back. */
export function PaymentRefunded({ tierName }: { tierName: string }) {
  return (
    <Page title={m.checkout_refunded_title()} subtitle={m.checkout_refunded_subtitle()}>
      <p role="status" className="text-text">
        {duplicatePaymentMessage(tierName)}
      </p>
      <DashboardOrSupportLinks />
    </Page>
  );
}

/** /payment-success when the payment could not be verified; it can be checked again from here. */
export function PaymentCheckFailed({ onCheckAgain }: { onCheckAgain(): void }) {
  return (
    <Page title={m.checkout_check_failed_title()} subtitle={m.checkout_check_failed_subtitle()}>
      <p className="text-text-muted">{m.checkout_check_failed_text()}</p>
      <DashboardOrSupportLinks>
        <Button variant="secondary" onClick={onCheckAgain}>
          {m.checkout_check_again()}
        </Button>
      </DashboardOrSupportLinks>
    </Page>
  );
}

/** The way on from a payment that brought no new tier: the dashboard, or support (after `children`, e.g. a retry). */
function DashboardOrSupportLinks({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <LinkButton to={paths.dashboard}>{m.checkout_go_to_dashboard()}</LinkButton>
      <LinkButton to={paths.contact} variant="outline">
        {m.checkout_contact_support()}
      </LinkButton>
    </div>
  );
}
