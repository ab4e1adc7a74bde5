import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { m } from '@/lib/i18n';

/** /privacy section 7: who else receives your data. */
export function PrivacyRecipients() {
  return (
    <section>
      <h2>{m.legal_privacy_recipients_heading()}</h2>
      <ul>
        <li>{m.legal_privacy_recipients_aws()}</li>
        <li>{m.legal_privacy_recipients_stripe()}</li>
        <li>{m.legal_privacy_recipients_meta()}</li>
        <li>{m.legal_privacy_recipients_game()}</li>
        <li>{m.legal_privacy_recipients_wall()}</li>
        <li>{m.legal_privacy_recipients_youtube()}</li>
      </ul>
      <p>{m.legal_privacy_recipients_codes()}</p>
    </section>
  );
}

/** /privacy section 8: how long each kind of data is kept (shared/privacy-periods.ts). */
export function PrivacyRetention() {
  const { logDays, ipCountMinutes, linkRequestMinutes, backupDays } = PRIVACY_PERIODS;
  return (
    <section>
      <h2>{m.legal_privacy_retention_heading()}</h2>
      <ul>
        <li>{m.legal_privacy_retention_account()}</li>
        <li>{m.legal_privacy_retention_logs({ logDays })}</li>
        <li>{m.legal_privacy_retention_counts({ minutes: ipCountMinutes })}</li>
        <li>{m.legal_privacy_retention_link_requests({ minutes: linkRequestMinutes })}</li>
        <li>{m.legal_privacy_retention_backups({ backupDays })}</li>
        <li>{m.legal_privacy_retention_no_end()}</li>
        <li>{m.legal_privacy_retention_tax()}</li>
      </ul>
    </section>
  );
}
