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
    <LegalPage title="Privacy Policy" updated="November 29, 2026">
      <p>
        This policy says what the D1 Gang store collects about you, what it emails you and how to stop it, who else
        receives your data, how long it is kept, and how to download or delete it.
      </p>
      <PrivacyWhatWeCollect />
      <PrivacyEmails />
      <PrivacyStorageAndRetention />
      <PrivacyYourRights />
    </LegalPage>
  );
}
