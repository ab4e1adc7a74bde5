import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';
import { Code } from './legal-parts';

/** /privacy section 2: what Stripe gets, and what it tells the store. */
export function PrivacyPayments() {
  return (
    <section>
      <h2>{m.legal_privacy_payments_heading()}</h2>
      <p>{m.legal_privacy_payments_p1()}</p>
    </section>
  );
}

/** /privacy section 3: what the Meta pixel records in the browser and is sent from the servers. */
export function PrivacyAdvertisingPixel() {
  return (
    <section>
      <h2>{m.legal_privacy_pixel_heading()}</h2>
      <p>
        {messageParts((markers) => m.legal_privacy_pixel_p1(markers), {
          fbp: <Code>_fbp</Code>,
          fbc: <Code>_fbc</Code>,
          pixelHost: <Code>connect.facebook.net</Code>,
        })}
      </p>
    </section>
  );
}
