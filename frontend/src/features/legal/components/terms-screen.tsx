import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPage } from './legal-page';

/**
 * /terms (docs/product.md §Terms of Service; docs/design.md §Decisions, 4: the FAQ's money-back
 * guarantee is the named exception).
 */
export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service" updated="November 28, 2026">
      <section>
        <h2>1. What you are buying</h2>
        <p>
          D1 Gang packages are one-time purchases that support the development of the game and grant the in-game rewards
          listed for each tier when the game releases. Tiers are cumulative: each includes the rewards of the tiers
          below it.
        </p>
        <p>
          Prices are in US dollars. Stripe may show and charge them in your own currency, converted at its rate; a
          refund is paid back in the currency you paid in.
        </p>
        <p>
          A creator code you use at checkout takes its discount off what you pay and is recorded on the purchase. Your
          tier still counts its full price toward an upgrade.
        </p>
      </section>
      <section>
        <h2>2. Purchases are final</h2>
        <p>
          <strong>All purchases are final and non-refundable</strong>, with one exception: the 30-day money-back
          guarantee described in our FAQ. If you ask within 30 days of a purchase, we refund it in full. After the
          game's alpha begins, refund requests are reviewed case by case. Ask through the{' '}
          <Link to={paths.contact} className="text-accent underline">
            contact page
          </Link>
          . A refunded purchase no longer grants its tier.
        </p>
      </section>
      <section>
        <h2>3. Release date</h2>
        <p>
          The 2027 release date is a projection, not a guarantee. Development timelines can change, and we will post
          updated estimates on this site.
        </p>
      </section>
      <section>
        <h2>4. Your benefits</h2>
        <p>
          Benefits are tied to the account that bought them and are non-transferable. They cannot be sold, traded or
          moved to another account. Nicknames and jersey names must not be offensive or impersonate others; we may ask
          you to change one that is.
        </p>
        <p>
          Linking a game account to your D1 Gang account delivers your rewards to it; the benefits stay tied to your D1
          Gang account.
        </p>
      </section>
      <section>
        <h2>5. Upgrades</h2>
        <p>
          You may upgrade to a higher-priced tier at any time. Your tier counts its full price toward the new one, and
          your dashboard shows what the upgrade costs before you pay. Moving to a lower tier is not possible.
        </p>
      </section>
      <section>
        <h2>6. Emails and your data</h2>
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
      <section>
        <h2>7. Changes to these terms</h2>
        <p>
          These terms may change. When they do, we update the date at the top of this page; the terms in force when you
          bought apply to that purchase.
        </p>
      </section>
    </LegalPage>
  );
}
