import type { VerifyResponse } from '@shared/api/types/checkout';
import { CHECKOUT_MESSAGES, duplicatePaymentMessage, overpaymentRefundMessage } from '@shared/checkout-messages';
import { formatCents, formatPaid } from '@shared/money';
import { TIERS } from '@shared/tiers';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useVerifyCheckout } from '../api/verify-checkout';
import { announceOnce } from '../lib/announced-payments';
import { clearPendingCheckout, pendingCheckout, pixelCookies, trackPurchase } from '../lib/checkout-tracking';
import { EmailUpdatesChoice } from './email-updates-choice';
import { DashboardOrHomeLinks } from './next-step-links';

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'verified'; result: VerifyResponse }
  | { kind: 'duplicate'; tierName: string }
  | { kind: 'processing' }
  | { kind: 'error' };

// What happens to a payment whatever this page does: Stripe's events and the reconciler fulfil it too.
const FULFILLED_ANYWAY =
  'If you close this page, nothing is lost: the store also picks up your payment from Stripe within minutes, and your tier appears on your dashboard.';

/** /payment-success?session_id=…: Stripe's return page. Verifies once, then shows what was bought. */
export function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const verify = useVerifyCheckout();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  // StrictMode runs effects twice in development; the payment must be verified (and tracked) once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionId) {
      toast.error(CHECKOUT_MESSAGES.noSession);
      navigate(paths.dashboard, { replace: true });
      return;
    }
    const pending = pendingCheckout();
    verify.mutate(
      { sessionId, ...(pending ? { eventId: pending.eventId } : {}), ...pixelCookies() },
      {
        onSuccess: (result) => {
          if (result.outcome === 'duplicate') {
            // The tier was already owned: the payment is given back; nothing to track.
            clearPendingCheckout();
            setOutcome({ kind: 'duplicate', tierName: result.tierName });
            return;
          }
          if (result.outcome === 'processing') {
            // Paid by a method the bank settles later (a bank transfer): the store grants the tier when it does.
            setOutcome({ kind: 'processing' });
            return;
          }
          if (!result.success) {
            toast.error(CHECKOUT_MESSAGES.verificationFailed);
            navigate(paths.dashboard, { replace: true });
            return;
          }
          // Once per session id: a reload shows the page again but not the toast.
          if (announceOnce(sessionId)) toast.success(CHECKOUT_MESSAGES.verified);
          // Only a checkout started in this tab is tracked, and only once: the stored id is cleared.
          if (pending) {
            void trackPurchase(result.tierName, result.tierPrice, pending.eventId, result.creatorCode);
            clearPendingCheckout();
          }
          setOutcome({ kind: 'verified', result });
        },
        onError: () => {
          toast.error(CHECKOUT_MESSAGES.verifyFailed);
          setOutcome({ kind: 'error' });
        },
      },
    );
  }, [sessionId, navigate, verify.mutate]);

  if (!sessionId) return <Loading text="Verifying your payment..." />;
  if (outcome.kind === 'verifying') {
    return (
      <div className="flex flex-col items-center px-4">
        <Loading text="Verifying your payment..." />
        <p className="max-w-md text-center text-sm text-text-muted">{FULFILLED_ANYWAY}</p>
      </div>
    );
  }

  if (outcome.kind === 'processing') {
    return (
      <Page title="Payment Processing" subtitle="Your bank is still confirming your payment.">
        <p role="status" className="text-text">
          {CHECKOUT_MESSAGES.paymentProcessing}
        </p>
        <DashboardOrHomeLinks />
      </Page>
    );
  }

  if (outcome.kind === 'duplicate') {
    return (
      <Page title="Payment Refunded" subtitle="You already had this tier.">
        <p role="status" className="text-text">
          {duplicatePaymentMessage(outcome.tierName)}
        </p>
        <DashboardOrSupportLinks />
      </Page>
    );
  }

  if (outcome.kind === 'error') {
    return (
      <Page title="Payment Check Failed" subtitle="We could not confirm your payment yet.">
        <p className="text-text-muted">
          If you were charged, the store picks up the payment from Stripe within minutes, even if you close this page,
          and your tier appears on your dashboard. Still missing after an hour? Contact support with the email you paid
          with.
        </p>
        <DashboardOrSupportLinks />
      </Page>
    );
  }

  const { tierName, tierPrice, presented, refundCents } = outcome.result;
  const tier = TIERS.find((candidate) => candidate.name === tierName);
  return (
    <Page title="Payment Successful" subtitle="Payment verified and tier activated!">
      <Card className="flex flex-col gap-3 p-6">
        <CircleCheck aria-hidden="true" className="size-10 text-accent" />
        <p className="text-sm font-semibold text-text-muted">Welcome to the D1 Gang</p>
        <p className="font-display text-5xl text-text">{tierName}</p>
        <p className="text-text-muted">
          Paid <span className="tabular text-xl font-bold text-text">{formatPaid(tierPrice, presented)}</span>
        </p>
        {tier && (
          <p className="text-text-muted">
            {`A tier always counts its full price toward an upgrade: your ${tier.name} counts ${formatCents(tier.priceCents)}, whatever you paid.`}
          </p>
        )}
        {outcome.result.outcome === 'overpaid' && refundCents ? (
          <p role="status" className="text-text">
            {overpaymentRefundMessage(refundCents)}
          </p>
        ) : null}
        <p className="text-text-muted">
          Next, set up your {asksJersey(tierName) ? 'nickname and jersey back name' : 'nickname'} so your rewards carry
          your name.
        </p>
        <EmailUpdatesChoice />
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.tierSubmission}>Complete Tier Setup</LinkButton>
        <LinkButton to={paths.dashboard} variant="secondary">
          Go to Dashboard
        </LinkButton>
        <LinkButton to={paths.home} variant="outline">
          Back to Home
        </LinkButton>
      </div>
    </Page>
  );
}

/** Whether the tier bought asks for a jersey back name at setup (MVP). */
function asksJersey(tierName: string): boolean {
  return TIERS.some((tier) => tier.name === tierName && tier.setupFields.includes('jerseyBackName'));
}

/** The way on from a payment that brought no new tier: the dashboard, or support. */
function DashboardOrSupportLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <LinkButton to={paths.dashboard}>Go to Dashboard</LinkButton>
      <LinkButton to={paths.contact} variant="outline">
        Contact Support
      </LinkButton>
    </div>
  );
}
