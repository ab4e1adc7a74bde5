import { CHECKOUT_MESSAGES, duplicatePaymentMessage } from '@shared/checkout-messages';
import { busyRetrying } from '@shared/rate-limit-messages';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { DashboardOrHomeLinks } from './next-step-links';

// What happens to a payment whatever this page does: Stripe's events and the reconciler fulfil it too.
const FULFILLED_ANYWAY =
  'If you close this page, nothing is lost: the store also picks up your payment from Stripe within minutes, and your tier appears on your dashboard.';

/** /payment-success while the payment is being verified; `retrying` while a throttled check waits to try again. */
export function PaymentVerifying({ retrying = false }: { retrying?: boolean }) {
  return (
    <div className="flex flex-col items-center px-4">
      <Loading text={retrying ? busyRetrying() : 'Verifying your payment...'} />
      <p className="max-w-md text-center text-sm text-text-muted">{FULFILLED_ANYWAY}</p>
    </div>
  );
}

/** /payment-success for a payment the bank has still to confirm (a bank transfer). */
export function PaymentProcessing() {
  return (
    <Page title="Payment Processing" subtitle="Your bank is still confirming your payment.">
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
    <Page title="Payment Refunded" subtitle="You already had this tier.">
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
    <Page title="Payment Check Failed" subtitle="We could not confirm your payment yet.">
      <p className="text-text-muted">
        If you were charged, the store picks up the payment from Stripe within minutes, even if you close this page, and
        your tier appears on your dashboard. Still missing after an hour? Contact support with the email you paid with.
      </p>
      <DashboardOrSupportLinks>
        <Button variant="secondary" onClick={onCheckAgain}>
          Check again
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
      <LinkButton to={paths.dashboard}>Go to Dashboard</LinkButton>
      <LinkButton to={paths.contact} variant="outline">
        Contact Support
      </LinkButton>
    </div>
  );
}
