import { BASE_LOCALE } from '@shared/locales';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { LegalPage } from './legal-page';
import { PrivacyEmails } from './privacy-emails';
import { PrivacyStorageAndRetention } from './privacy-storage-and-retention';
import { PrivacyWhatWeCollect } from './privacy-what-we-collect';
import { PrivacyYourRights } from './privacy-your-rights';

/**
 * /privacy (docs/product.md §Privacy Policy): what the store collects, sends, shares and keeps, for how long
 * (shared/privacy-periods.ts), and how to stop each email.
 */
export function PrivacyScreen() {
  return (
    <LegalPage
      title={m.legal_privacy_title()}
      updated="2026-11-29"
      english={{ title: m.legal_privacy_title({}, { locale: BASE_LOCALE }), path: paths.privacy }}
    >
      <p>{m.legal_privacy_intro()}</p>
      <PrivacyWhatWeCollect />
      <PrivacyEmails />
      <PrivacyStorageAndRetention />
      <PrivacyYourRights />
    </LegalPage>
  );
}
