import { UPDATES_CONSENT_LABEL } from '@shared/email-preferences';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';

const [FIRST_REMINDER_HOURS = 0, LAST_REMINDER_HOURS = 0] = PRIVACY_PERIODS.setupReminderHours;

/** /privacy section 4: every email the store sends, which need no opt-in, and how to stop each one. */
export function PrivacyEmails() {
  return (
    <section>
      <h2>4. Emails we send</h2>
      <p>We send email through Amazon Simple Email Service. These are all the emails we send you:</p>
      <ul>
        <li>
          <strong>Account emails:</strong> the code that confirms your sign-up and the codes that reset your password,
          when you ask for them.
        </li>
        <li>
          <strong>Receipts:</strong> after a purchase that gives you a tier: what you paid, what the tier includes and a
          link to set it up.
        </li>
        <li>
          <strong>Ticket answers:</strong> when our team answers your message: the answer, and a link to My Tickets.
        </li>
        <li>
          <strong>Setup reminders:</strong> "Set up your D1 Gang rewards", {FIRST_REMINDER_HOURS} hours and again{' '}
          {LAST_REMINDER_HOURS / 24} days after a purchase that left your tier without its setup, at most twice for each
          tier. Each carries its own unsubscribe link (your email app’s unsubscribe button works too), which stops setup
          reminders and nothing else; they also stop once you complete your tier setup, when the purchase is refunded in
          full or you delete your account. Unsubscribing from development updates does not stop them.
        </li>
        <li>
          <strong>Development updates:</strong> news about the game, written by our team, sent only if you ticked "
          {UPDATES_CONSENT_LABEL}" (off until you tick it) when you signed up, after a payment or on your Profile. An
          update goes to everyone who asked for them, or only to those who own a given tier or a higher one. To stop
          them, untick the box on your Profile, or use the unsubscribe link at the bottom of every update (or your email
          app’s unsubscribe button): no update is sent to you after that, not even one already on its way.
        </li>
      </ul>
      <p>
        Account emails, receipts and ticket answers come with what you do on the store and cannot be turned off; setup
        reminders are sent without asking you first. If your address bounces for good, or you mark one of our emails as
        spam, we stop sending you reminders and updates; after a permanent bounce, receipts and answers stop too.
      </p>
      <p>
        When you write to us, our support team receives an email with your name, email address, subject and message. Our
        internal notes about your message are never emailed. We send you no other email.
      </p>
    </section>
  );
}
