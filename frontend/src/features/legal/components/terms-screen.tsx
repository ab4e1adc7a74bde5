import { BASE_LOCALE } from '@shared/locales';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { LegalPage } from './legal-page';
import { TermsChanges, TermsEmailsAndData, TermsUpgrades, TermsYourBenefits } from './terms-account-sections';
import {
  TermsPurchasesAreFinal,
  TermsReleaseDate,
  TermsRightOfWithdrawal,
  TermsWhatYouAreBuying,
} from './terms-purchase-sections';

/**
 * /terms (docs/product.md §Terms of Service; docs/design.md §Decisions, 4: the FAQ's money-back
 * guarantee is the named exception, and section 3 says why purchases are final: the buyer gives up
 * the right of withdrawal at checkout).
 */
export function TermsScreen() {
  return (
    <LegalPage
      title={m.legal_terms_title()}
      updated="2026-11-29"
      english={{ title: m.legal_terms_title({}, { locale: BASE_LOCALE }), path: paths.terms }}
    >
      <TermsWhatYouAreBuying />
      <TermsPurchasesAreFinal />
      <TermsRightOfWithdrawal />
      <TermsReleaseDate />
      <TermsYourBenefits />
      <TermsUpgrades />
      <TermsEmailsAndData />
      <TermsChanges />
    </LegalPage>
  );
}
