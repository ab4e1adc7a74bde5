import { SCREEN_PATHS } from './screen-paths';

/** Stripe's longest `custom_text.terms_of_service_acceptance.message`, in characters. */
export const STRIPE_TERMS_MESSAGE_MAX_LENGTH = 1200;

/**
 * The words beside Stripe Checkout's terms checkbox (Markdown: Stripe renders the link). The buyer
 * asks for the package at once and so gives up the EU/UK right of withdrawal for digital content;
 * the money-back guarantee is the store's own promise and stands (the Terms' "Right of withdrawal").
 */
export function checkoutTermsConsentMessage(siteOrigin: string): string {
  return `I agree to the [Terms of Service](${siteOrigin}${SCREEN_PATHS.terms}) and ask for my D1 Gang package to be delivered at once: my tier is added to my account as soon as my payment goes through. Because it is digital content delivered at once, I lose my right to withdraw from this purchase (EU/UK); the 30-day money-back guarantee still applies.`;
}
