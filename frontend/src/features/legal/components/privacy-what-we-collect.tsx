import { PrivacyCollectedData } from './privacy-collected-data';
import { PrivacyAdvertisingPixel, PrivacyPayments } from './privacy-stripe-and-meta';

/** /privacy sections 1 to 3: what the store holds, what Stripe and the Meta pixel get. */
export function PrivacyWhatWeCollect() {
  return (
    <>
      <PrivacyCollectedData />
      <PrivacyPayments />
      <PrivacyAdvertisingPixel />
    </>
  );
}
