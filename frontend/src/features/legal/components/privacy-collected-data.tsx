import { UPDATES_CONSENT_LABEL } from '@shared/email-preferences';
import { WALL_MESSAGES } from '@shared/wall-messages';

/** /privacy section 1: what the store holds about you, and where it comes from. */
export function PrivacyCollectedData() {
  return (
    <section>
      <h2>1. What we collect</h2>
      <p>What the store holds about you, and where it comes from:</p>
      <ul>
        <li>
          <strong>Your account:</strong> your email address, a password (held by our sign-in service, Amazon Cognito; we
          never see it), your account id and the date you joined. If you turn on two-step sign-in, your authenticator
          key stays with Amazon Cognito and your device; we record only when you last turned it on or off.
        </li>
        <li>
          <strong>Your email choice:</strong> whether you want development updates ("{UPDATES_CONSENT_LABEL}"), when you
          chose and where: at sign-up, after a payment, on your Profile, through an unsubscribe link, or because your
          address bounced or you marked one of our emails as spam.
        </li>
        <li>
          <strong>Purchases:</strong> for each payment, the tier, the amount in US dollars and, when Stripe showed you
          the price in another currency, that currency and the amount in it; the time; the tax charged and the billing
          country Stripe collected to work it out; Stripe's payment reference and invoice; refunds and disputes; and the
          creator code you used at checkout, if any. We copy your email address onto each purchase so our team can see
          who bought it. A payment by bank transfer is recorded as processing until your bank settles it.
        </li>
        <li>
          <strong>Your tier setup:</strong> the nickname and, for MVP, the jersey back name you submit, and when;
          whether you ticked "{WALL_MESSAGES.showOnWallLabel}"; and, if our team hid your nickname from the wall, their
          reason.
        </li>
        <li>
          <strong>Linked game accounts:</strong> when you link one, the game sends us its platform, your player id and
          your player name; we keep them with the date you linked it and when the game last confirmed it delivered your
          rewards. A game account you unlink stays on record by platform and player id, so that the rule on switching
          game accounts can apply.
        </li>
        <li>
          <strong>Contact messages and tickets:</strong> the name, email address, subject and message you send, our
          answers, the status, and our team’s internal notes.
        </li>
        <li>
          <strong>Emails we send you:</strong> a copy of each one (the address and what it says) and whether it was
          sent. If your address bounces for good, or you mark one of our emails as spam, we record the address so that
          we stop writing to it.
        </li>
        <li>
          <strong>Our team's actions:</strong> when our team refunds a payment, hides a nickname, unlinks a game account
          or updates a ticket, our audit log records who did what and when.
        </li>
        <li>
          <strong>Server logs:</strong> see section 6.
        </li>
      </ul>
    </section>
  );
}
