import { updatesConsentLabel } from '@shared/email-preferences';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { m } from '@/lib/i18n';
import { LabelledItem } from './legal-parts';

const [FIRST_REMINDER_HOURS = 0, LAST_REMINDER_HOURS = 0] = PRIVACY_PERIODS.setupReminderHours;

/** The setup reminder's subject line: the emails go out in English, so every language quotes it as sent. */
const REMINDER_SUBJECT = 'Set up your D1 Gang rewards';

/** /privacy section 4: every email the store sends, which need no opt-in, and how to stop each one. */
export function PrivacyEmails() {
  return (
    <section>
      <h2>{m.legal_privacy_emails_heading()}</h2>
      <p>{m.legal_privacy_emails_lead()}</p>
      <ul>
        <LabelledItem label={m.legal_privacy_emails_account_label()}>{m.legal_privacy_emails_account()}</LabelledItem>
        <LabelledItem label={m.legal_privacy_emails_receipts_label()}>{m.legal_privacy_emails_receipts()}</LabelledItem>
        <LabelledItem label={m.legal_privacy_emails_answers_label()}>{m.legal_privacy_emails_answers()}</LabelledItem>
        <LabelledItem label={m.legal_privacy_emails_reminders_label()}>
          {m.legal_privacy_emails_reminders({
            subject: REMINDER_SUBJECT,
            firstHours: FIRST_REMINDER_HOURS,
            lastDays: LAST_REMINDER_HOURS / 24,
          })}
        </LabelledItem>
        <LabelledItem label={m.legal_privacy_emails_updates_label()}>
          {m.legal_privacy_emails_updates({ consentLabel: updatesConsentLabel() })}
        </LabelledItem>
      </ul>
      <p>{m.legal_privacy_emails_p1()}</p>
      <p>{m.legal_privacy_emails_p2()}</p>
    </section>
  );
}
