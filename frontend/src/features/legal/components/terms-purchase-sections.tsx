import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';

/** The money-back guarantee's period, as the FAQ states it. */
const MONEY_BACK_DAYS = 30;

/** /terms section 1: what a D1 Gang package is, its currency, and a creator code. */
export function TermsWhatYouAreBuying() {
  return (
    <section>
      <h2>{m.legal_terms_buying_heading()}</h2>
      <p>{m.legal_terms_buying_p1()}</p>
      <p>{m.legal_terms_buying_p2()}</p>
      <p>{m.legal_terms_buying_p3()}</p>
    </section>
  );
}

/** /terms section 2: purchases are final, but for the 30-day money-back guarantee. */
export function TermsPurchasesAreFinal() {
  return (
    <section>
      <h2>{m.legal_terms_final_heading()}</h2>
      <p>
        <strong>{m.legal_terms_final_lead()}</strong>{' '}
        {messageParts((markers) => m.legal_terms_final_p1({ days: MONEY_BACK_DAYS, ...markers }), {
          contactLink: (
            <Link to={paths.contact} className="text-accent underline">
              {m.legal_contact_page_link()}
            </Link>
          ),
        })}
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
      <h2>{m.legal_terms_withdrawal_heading()}</h2>
      <p>{m.legal_terms_withdrawal_p1()}</p>
      <p>{m.legal_terms_withdrawal_p2({ days: MONEY_BACK_DAYS })}</p>
    </section>
  );
}

/** /terms section 4: the release date is a projection. */
export function TermsReleaseDate() {
  return (
    <section>
      <h2>{m.legal_terms_release_heading()}</h2>
      <p>{m.legal_terms_release_p1()}</p>
    </section>
  );
}
