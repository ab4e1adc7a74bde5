import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { m } from '@/lib/i18n';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { PaymentGiftSent } from './payment-gift-sent';
import { PaymentCheckFailed, PaymentProcessing, PaymentRefunded, PaymentVerifying } from './payment-outcome-pages';
import { PaymentVerified } from './payment-verified';

/** /payment-success?session_id=…: Stripe's return page. Verifies once, then shows what was bought. */
export function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { outcome, retrying, checkAgain } = usePaymentVerification(sessionId);

  if (!sessionId) return <Loading text={m.checkout_verifying()} />;
  switch (outcome.kind) {
    case 'verifying':
      return <PaymentVerifying retrying={retrying} />;
    case 'processing':
      return <PaymentProcessing />;
    case 'duplicate':
      return <PaymentRefunded tierName={outcome.tierName} />;
    case 'error':
      return <PaymentCheckFailed onCheckAgain={checkAgain} />;
    case 'verified':
      // A gift grants the buyer nothing: it is the recipient's once claimed.
      return outcome.result.outcome === 'gift' ? (
        <PaymentGiftSent result={outcome.result} />
      ) : (
        <PaymentVerified result={outcome.result} />
      );
  }
}
