import { updatesConsentLabel } from '@shared/email-preferences';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { m } from '@/lib/i18n';
import { LabelledItem } from './legal-parts';

/** /privacy section 1: what the store holds about you, and where it comes from. */
export function PrivacyCollectedData() {
  return (
    <section>
      <h2>{m.legal_privacy_collected_heading()}</h2>
      <p>{m.legal_privacy_collected_lead()}</p>
      <ul>
        <LabelledItem label={m.legal_privacy_collected_account_label()}>
          {m.legal_privacy_collected_account()}
        </LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_choice_label()}>
          {m.legal_privacy_collected_choice({ consentLabel: updatesConsentLabel() })}
        </LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_purchases_label()}>
          {m.legal_privacy_collected_purchases()}
        </LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_setup_label()}>
          {m.legal_privacy_collected_setup({ wallLabel: WALL_MESSAGES.showOnWallLabel })}
        </LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_games_label()}>{m.legal_privacy_collected_games()}</LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_tickets_label()}>
          {m.legal_privacy_collected_tickets()}
        </LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_sent_label()}>{m.legal_privacy_collected_sent()}</LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_team_label()}>{m.legal_privacy_collected_team()}</LabelledItem>
        <LabelledItem label={m.legal_privacy_collected_logs_label()}>{m.legal_privacy_collected_logs()}</LabelledItem>
      </ul>
    </section>
  );
}
