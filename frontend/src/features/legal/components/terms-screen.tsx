import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPage } from './legal-page';

/**
 * /terms (docs/product.md §Terms of Service; docs/design.md §Decisions, 4: the FAQ's money-back
 * guarantee is the named exception).
 */
export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service" updated="January 1, 2026">
      <section>
        <h2>1. What you are buying</h2>
        <p>
          D1 Gang packages are one-time purchases that support the development of the game and grant the in-game rewards
          listed for each tier when the game releases. Tiers are cumulative: each includes the rewards of the tiers
          below it.
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
      </section>
      <section>
        <h2>5. Upgrades</h2>
        <p>
          You may upgrade to a higher-priced tier at any time by paying the difference between the two prices. Moving to
          a lower tier is not possible.
        </p>
      </section>
      <section>
        <h2>6. Changes to these terms</h2>
        <p>
          These terms may change. When they do, we update the date at the top of this page; the terms in force when you
          bought apply to that purchase.
        </p>
      </section>
    </LegalPage>
  );
}
