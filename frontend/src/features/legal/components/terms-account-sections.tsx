import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /terms section 5: benefits stay with the account that bought them. */
export function TermsYourBenefits() {
  return (
    <section>
      <h2>5. Your benefits</h2>
      <p>
        Benefits are tied to the account that bought them and are non-transferable. They cannot be sold, traded or moved
        to another account. Nicknames and jersey names must not be offensive or impersonate others; we may ask you to
        change one that is.
      </p>
      <p>
        Linking a game account to your D1 Gang account delivers your rewards to it; the benefits stay tied to your D1
        Gang account.
      </p>
    </section>
  );
}

/** /terms section 6: upgrading counts the tier's full price; no way down. */
export function TermsUpgrades() {
  return (
    <section>
      <h2>6. Upgrades</h2>
      <p>
        You may upgrade to a higher-priced tier at any time. Your tier counts its full price toward the new one, and
        your dashboard shows what the upgrade costs before you pay. Moving to a lower tier is not possible.
      </p>
    </section>
  );
}

/** /terms section 7: the emails the store sends, and where the privacy policy is. */
export function TermsEmailsAndData() {
  return (
    <section>
      <h2>7. Emails and your data</h2>
      <p>
        We email you about your account, your purchases and your tickets, remind you to set up a tier you bought, and
        send development updates only if you ask for them. What we collect and keep, and how to stop each email, is in
        our{' '}
        <Link to={paths.privacy} className="text-accent underline">
          privacy policy
        </Link>
        .
      </p>
    </section>
  );
}

/** /terms section 8: how the terms change, and which apply to a purchase. */
export function TermsChanges() {
  return (
    <section>
      <h2>8. Changes to these terms</h2>
      <p>
        These terms may change. When they do, we update the date at the top of this page; the terms in force when you
        bought apply to that purchase.
      </p>
    </section>
  );
}
