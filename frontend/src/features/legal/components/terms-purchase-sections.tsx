import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /terms section 1: what a D1 Gang package is, its currency, and a creator code. */
export function TermsWhatYouAreBuying() {
  return (
    <section>
      <h2>1. What you are buying</h2>
      <p>
        D1 Gang packages are one-time purchases that support the development of the game and grant the in-game rewards
        listed for each tier when the game releases. Tiers are cumulative: each includes the rewards of the tiers below
        it.
      </p>
      <p>
        Prices are in US dollars. Stripe may show and charge them in your own currency, converted at its rate; a refund
        is paid back in the currency you paid in.
      </p>
      <p>
        A creator code you use at checkout takes its discount off what you pay and is recorded on the purchase. Your
        tier still counts its full price toward an upgrade.
      </p>
    </section>
  );
}

/** /terms section 2: purchases are final, but for the 30-day money-back guarantee. */
export function TermsPurchasesAreFinal() {
  return (
    <section>
      <h2>2. Purchases are final</h2>
      <p>
        <strong>Purchases are final and non-refundable.</strong> There is one exception: the 30-day money-back guarantee
        described in our FAQ. If you ask within 30 days of a purchase, we refund it in full. After the game's alpha
        begins, refund requests are reviewed case by case. Ask through the{' '}
        <Link to={paths.contact} className="text-accent underline">
          contact page
        </Link>
        . A refunded purchase no longer grants its tier.
      </p>
    </section>
  );
}

/**
 * /terms section 3: the EU/UK right of withdrawal for digital content. The buyer gives it up at
 * checkout (Stripe's terms checkbox, shared/consent-messages.ts), which is why purchases are final;
 * the guarantee is the store's promise on top (docs/design.md §Decisions, 4).
 */
export function TermsRightOfWithdrawal() {
  return (
    <section>
      <h2>3. Right of withdrawal</h2>
      <p>
        If you live in the EU or the UK, the law gives you 14 days to withdraw from most online purchases. A D1 Gang
        package is digital content delivered at once: your tier is added to your account as soon as your payment goes
        through. At checkout you ask for it to be delivered at once and agree that you then lose your right to withdraw;
        Stripe takes no payment until you tick that box.
      </p>
      <p>
        That is why purchases are final and non-refundable once you have paid. The 30-day money-back guarantee is a
        promise we make on top of the law: ask within 30 days and we refund you in full, whether or not you could have
        withdrawn. Nothing here takes away a right the law gives you that cannot be given up.
      </p>
    </section>
  );
}

/** /terms section 4: the release date is a projection. */
export function TermsReleaseDate() {
  return (
    <section>
      <h2>4. Release date</h2>
      <p>
        The 2027 release date is a projection, not a guarantee. Development timelines can change, and we will post
        updated estimates on this site.
      </p>
    </section>
  );
}
