import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';

/** /terms section 5: benefits stay with the account that bought them. */
export function TermsYourBenefits() {
  return (
    <section>
      <h2>{m.legal_terms_benefits_heading()}</h2>
      <p>{m.legal_terms_benefits_p1()}</p>
      <p>{m.legal_terms_benefits_p2()}</p>
    </section>
  );
}

/** /terms section 6: upgrading counts the tier's full price; no way down. */
export function TermsUpgrades() {
  return (
    <section>
      <h2>{m.legal_terms_upgrades_heading()}</h2>
      <p>{m.legal_terms_upgrades_p1()}</p>
    </section>
  );
}

/** /terms section 7: the emails the store sends, and where the privacy policy is. */
export function TermsEmailsAndData() {
  return (
    <section>
      <h2>{m.legal_terms_emails_heading()}</h2>
      <p>
        {messageParts((markers) => m.legal_terms_emails_p1(markers), {
          privacyLink: (
            <Link to={paths.privacy} className="text-accent underline">
              {m.legal_privacy_policy_link()}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}

/** /terms section 8: how the terms change, and which apply to a purchase. */
export function TermsChanges() {
  return (
    <section>
      <h2>{m.legal_terms_changes_heading()}</h2>
      <p>{m.legal_terms_changes_p1()}</p>
    </section>
  );
}
