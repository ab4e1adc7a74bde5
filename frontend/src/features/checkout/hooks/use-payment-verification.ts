import type { VerifyResponse } from '@shared/api/types/checkout';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useVerifyCheckout } from '../api/verify-checkout';
import { announceOnce } from '../lib/announced-payments';
import { clearPendingCheckout, pendingCheckout, pixelCookies, trackPurchase } from '../lib/checkout-tracking';

/** What Stripe's return page knows of the payment so far. */
type PaymentOutcome =
  | { kind: 'verifying' }
  | { kind: 'verified'; result: VerifyResponse }
  | { kind: 'duplicate'; tierName: string }
  | { kind: 'processing' }
  | { kind: 'error' };

/** The return page's state: what came of the payment, whether a throttled check waits to try again, and a new check. */
export interface PaymentVerification {
  outcome: PaymentOutcome;
  /** The verify call was throttled and is tried again shortly (busyRetrying). */
  retrying: boolean;
  /** After a failed check: verifies again (the server fulfils a session once, however often it is asked). */
  checkAgain(): void;
}

/**
 * Verifies the payment of `sessionId` once (POST /checkout/verify), tracks a purchase this tab started,
 * and says what came of it. Without a session id, or when the payment did not succeed, it leaves for the dashboard.
 */
export function usePaymentVerification(sessionId: string | null): PaymentVerification {
  const navigate = useNavigate();
  const verify = useVerifyCheckout();
  const [outcome, setOutcome] = useState<PaymentOutcome>({ kind: 'verifying' });
  // StrictMode runs effects twice in development; the payment must be verified (and tracked) once.
  const started = useRef(false);

  const check = useCallback(
    (id: string) => {
      const pending = pendingCheckout();
      verify.mutate(
        { sessionId: id, ...(pending ? { eventId: pending.eventId } : {}), ...pixelCookies() },
        {
          onSuccess: (result) => {
            const settled = settleVerifiedPayment(result, id, pending?.eventId ?? null);
            if (settled) setOutcome(settled);
            else navigate(paths.dashboard, { replace: true });
          },
          onError: () => {
            toast.error(CHECKOUT_MESSAGES.verifyFailed);
            setOutcome({ kind: 'error' });
          },
        },
      );
    },
    [navigate, verify.mutate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionId) {
      toast.error(CHECKOUT_MESSAGES.noSession);
      navigate(paths.dashboard, { replace: true });
      return;
    }
    check(sessionId);
  }, [sessionId, navigate, check]);

  const checkAgain = () => {
    if (!sessionId) return;
    setOutcome({ kind: 'verifying' });
    check(sessionId);
  };
  return { outcome, retrying: verify.retrying, checkAgain };
}

/**
 * Says and tracks what the verified payment came to; null when it did not succeed (the page leaves).
 * `pendingEventId`: the pixel event id of a checkout started in this tab, or null.
 */
function settleVerifiedPayment(
  result: VerifyResponse,
  sessionId: string,
  pendingEventId: string | null,
): PaymentOutcome | null {
  if (result.outcome === 'duplicate') {
    // The tier was already owned: the payment is given back; nothing to track.
    clearPendingCheckout();
    return { kind: 'duplicate', tierName: result.tierName };
  }
  // Paid by a method the bank settles later (a bank transfer): the store grants the tier when it does.
  if (result.outcome === 'processing') return { kind: 'processing' };
  if (!result.success) {
    toast.error(CHECKOUT_MESSAGES.verificationFailed);
    return null;
  }
  // Once per session id: a reload shows the page again but not the toast. A gift's toast (not in the spec)
  // says nothing was activated for the buyer.
  if (announceOnce(sessionId)) {
    toast.success(result.outcome === 'gift' ? m.checkout_gift_paid() : CHECKOUT_MESSAGES.verified);
  }
  // Only a checkout started in this tab is tracked, and only once: the stored id is cleared.
  if (pendingEventId !== null) {
    // The revenue before tax, as the server's Conversions API Purchase says it (Meta deduplicates the two).
    void trackPurchase(result.tierName, result.tierPrice - (result.taxCents ?? 0), pendingEventId, result.creatorCode);
    clearPendingCheckout();
  }
  return { kind: 'verified', result };
}
