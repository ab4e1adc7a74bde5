import { LegalPage } from './legal-page';
import { TermsChanges, TermsEmailsAndData, TermsUpgrades, TermsYourBenefits } from './terms-account-sections';
import { TermsPurchasesAreFinal, TermsReleaseDate, TermsWhatYouAreBuying } from './terms-purchase-sections';

/**
 * /terms (docs/product.md §Terms of Service; docs/design.md §Decisions, 4: the FAQ's money-back
 * guarantee is the named exception).
 */
export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service" updated="November 28, 2026">
      <TermsWhatYouAreBuying />
      <TermsPurchasesAreFinal />
      <TermsReleaseDate />
      <TermsYourBenefits />
      <TermsUpgrades />
      <TermsEmailsAndData />
      <TermsChanges />
    </LegalPage>
  );
}
