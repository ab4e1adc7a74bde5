import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';

/** /privacy section 10: what Download my data gives you, and what it leaves out. */
export function PrivacyDataDownload() {
  return (
    <section>
      <h2>10. Download your data</h2>
      <p>
        On your Profile, Download my data gives you one JSON file with your profile (email, account id and join date),
        your purchases and any refunds, your tier setups, your tickets with our answers, your gym wall choice, your
        linked game accounts, your email choice and your pending setup reminders. It leaves out our team’s internal
        notes and reasons, the creator code and the other currency on a purchase, a bank transfer still processing, when
        you last changed two-step sign-in, game accounts you unlinked, copies of the emails we sent you, whether your
        address is on our do-not-email list, our audit log and server logs.
      </p>
    </section>
  );
}

/** /privacy section 11: what deleting your account removes, and what it keeps. */
export function PrivacyAccountDeletion() {
  return (
    <section>
      <h2>11. Delete your account</h2>
      <p>
        On your Profile, Delete account removes your account for good. You type {DELETE_CONFIRMATION_WORD} and your
        password (and your two-step sign-in code, if you turned it on) to confirm. Then:
      </p>
      <ul>
        <li>your sign-in is removed, and you are signed out everywhere;</li>
        <li>
          your email and name are taken off everything we keep: your profile, your tickets (the messages and our answers
          stay), your purchases, and the emails we sent or were about to send you (those are never sent);
        </li>
        <li>
          your nickname and jersey name come off the store and the gym wall, and your packages and their rewards go with
          it;
        </li>
        <li>
          your linked game accounts are unlinked and their player names removed; their platform and player id stay on
          record, and the game is told they are unlinked;
        </li>
        <li>your email choice and setup reminders are deleted, so we send you nothing more;</li>
        <li>
          your purchase records stay, because we must keep accounts of payments, but with your email replaced by "
          {ACCOUNT_MESSAGES.deletedAccount}"; the tier, amounts, dates, Stripe's reference and any creator code stay
          with them. Stripe keeps its own payment records under its privacy policy;
        </li>
        <li>
          our audit log keeps its entries about your account, and an address that bounced or reported spam stays on our
          do-not-email list.
        </li>
      </ul>
      <p>
        Deletion cannot be undone. You can download your data first. Our backups still hold what was removed for up to{' '}
        {PRIVACY_PERIODS.backupDays} days (section 8).
      </p>
    </section>
  );
}
