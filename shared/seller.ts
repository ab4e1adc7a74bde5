/**
 * Who sells the tiers: the legal name and address in the site's footer and in every email about a
 * payment (receipts, refunds, a lost dispute). Every stage sends from this seller (infra/config/stages.ts).
 * Stripe's invoices take theirs from the Stripe account's public details, which must say the same
 * (docs/deploy.md, Before launch).
 */
export interface Seller {
  /** The registered legal name. */
  name: string;
  /** The registered address, on one line. */
  address: string;
}

// Placeholder until the registered business address is confirmed (docs/deploy.md, Before launch).
export const SELLER: Seller = {
  name: 'D1 Gang Studios LLC',
  address: '2700 Hardwood Avenue, Suite 300, Austin, TX 78701, USA',
};
