import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';

/** /privacy section 10: what Download my data gives you, and what it leaves out. */
export function PrivacyDataDownload() {
  return (
    <section>
      <h2>10. Download your data</h2>
      <p>
        On your Profile, Download my data gives you one JSON file with your profile (email, account id and join date),
        your purchases and any refunds (with the creator code, the currency you paid in and the receipt address), bank
        transfers still processing, your tier setups, your tickets with our answers, your gym wall choice, every game
        account you linked (unlinked ones with their date), your email choice, your pending setup reminders, copies of
        the emails we sent or are about to send you, and whether your address is on our do-not-email list. It leaves out
        our team’s internal notes and reasons, when you last changed two-step sign-in, our audit log and server logs,
        and what lives only minutes (sign-in and link codes, request counters).
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
          {ACCOUNT_MESSAGES.deletedAccount}"; the tier, amounts, tax, billing country, dates, Stripe's reference and any
          creator code stay with them. Stripe keeps its own payment records and invoices, with your billing address,
          under its privacy policy;
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
