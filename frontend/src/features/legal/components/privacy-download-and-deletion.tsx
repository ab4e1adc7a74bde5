import { DELETE_CONFIRMATION_WORD, DELETED_ACCOUNT_TOMBSTONE } from '@shared/account-messages';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { m } from '@/lib/i18n';

/** /privacy section 10: what Download my data gives you, and what it leaves out. */
export function PrivacyDataDownload() {
  return (
    <section>
      <h2>{m.legal_privacy_download_heading()}</h2>
      <p>{m.legal_privacy_download_p1()}</p>
    </section>
  );
}

/** /privacy section 11: what deleting your account removes, and what it keeps. */
export function PrivacyAccountDeletion() {
  return (
    <section>
      <h2>{m.legal_privacy_deletion_heading()}</h2>
      <p>{m.legal_privacy_deletion_lead({ word: DELETE_CONFIRMATION_WORD })}</p>
      <ul>
        <li>{m.legal_privacy_deletion_sign_in()}</li>
        <li>{m.legal_privacy_deletion_email()}</li>
        <li>{m.legal_privacy_deletion_nickname()}</li>
        <li>{m.legal_privacy_deletion_games()}</li>
        <li>{m.legal_privacy_deletion_choice()}</li>
        <li>{m.legal_privacy_deletion_purchases({ deletedAccount: DELETED_ACCOUNT_TOMBSTONE })}</li>
        <li>{m.legal_privacy_deletion_audit()}</li>
      </ul>
      <p>{m.legal_privacy_deletion_p1({ backupDays: PRIVACY_PERIODS.backupDays })}</p>
    </section>
  );
}
