import { WALL_MESSAGES } from '@shared/wall-messages';
import { LegalPage } from './legal-page';

/** /privacy (docs/product.md §Privacy Policy). */
export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" updated="November 22, 2026">
      <section>
        <h2>1. Data we collect</h2>
        <p>
          Your email address and account id when you sign up; the tiers you buy, when and for how much; the nickname and
          jersey name you submit for your tier; and the messages you send us through the contact form, with the name and
          email you give there.
        </p>
      </section>
      <section>
        <h2>2. Payments</h2>
        <p>
          Payments are processed by Stripe, our card payment provider, on its hosted checkout page. Your card details go
          to Stripe directly; we never see or store your card number. Stripe tells us whether a payment succeeded and
          its payment reference.
        </p>
      </section>
      <section>
        <h2>3. Advertising pixel</h2>
        <p>
          We use the Meta pixel to measure our ads. In your browser it records page events such as viewing our packages,
          creating an account, starting a checkout and completing a purchase, and it uses Meta's browser cookies (
          <code>_fbp</code>, <code>_fbc</code>). From our servers we also send purchase events to Meta with your email
          address hashed, plus those browser cookie values, so Meta can match the purchase to an ad without receiving
          your email in readable form.
        </p>
      </section>
      <section>
        <h2>4. Emails we send</h2>
        <p>We send you email only about what you did on the store, through Amazon Simple Email Service:</p>
        <ul>
          <li>after a purchase that gives you a tier: what the tier includes and a link to set it up;</li>
          <li>when our team answers your message: the answer, and a link to My Tickets.</li>
        </ul>
        <p>
          When you write to us, our support team receives an email with your name, email address, subject and message.
          Our internal notes about your message are never emailed. We send no newsletters or marketing email.
        </p>
      </section>
      <section>
        <h2>5. Server logs</h2>
        <p>
          Our API's access logs keep each request's client IP address and browser user agent, with its time, path and
          result, for 90 days, to keep the store secure and fix problems. Then they are deleted.
        </p>
      </section>
      <section>
        <h2>6. Children</h2>
        <p>Our store is not directed at children under 13, and we do not knowingly serve or collect data from them.</p>
      </section>
      <section>
        <h2>7. Download your data</h2>
        <p>
          On your Profile, Download my data gives you one JSON file with everything the store holds about you: your
          profile (email, account id and join date), your purchases and any refunds, your tier setup, and your tickets
          with our answers. Our team's internal notes are not part of it.
        </p>
      </section>
      <section>
        <h2>8. Delete your account</h2>
        <p>
          On your Profile, Delete account removes your account for good. You type DELETE and your password (and your
          two-step sign-in code, if you turned it on) to confirm. Then:
        </p>
        <ul>
          <li>your sign-in is removed, and you are signed out;</li>
          <li>
            your email and name are taken off everything we keep: your profile, your tickets and the emails we were
            about to send you;
          </li>
          <li>your nickname and jersey name come off the store, and your packages and their rewards go with it;</li>
          <li>
            your purchase records stay, because we must keep accounts of payments, but with your email replaced by
            "Deleted account". Stripe keeps its own payment records under its privacy policy.
          </li>
        </ul>
        <p>Deletion cannot be undone. You can download your data first.</p>
      </section>
      <section>
        <h2>9. The public gym wall</h2>
        <p>
          Your nickname appears on the public gym wall only if you tick "{WALL_MESSAGES.showOnWallLabel}" in your tier
          setup or on your profile. {WALL_MESSAGES.whatIsShown} Our team may hide a nickname that breaks our rules.
        </p>
        <p>{WALL_MESSAGES.howToTakeDown}</p>
      </section>
    </LegalPage>
  );
}
