import * as m from './i18n/paraglide/messages/_index.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import { type Locale, localePath } from './locales';
import { SCREEN_PATHS } from './screen-paths';

/** Stripe's longest `custom_text.terms_of_service_acceptance.message`, in characters. */
export const STRIPE_TERMS_MESSAGE_MAX_LENGTH = 1200;

/**
 * The words beside Stripe Checkout's terms checkbox (Markdown: Stripe renders the link), in the buyer's
 * language, linking the Terms in it. The buyer asks for the package at once and so gives up the EU/UK
 * right of withdrawal for digital content; the money-back guarantee is the store's own promise and
 * stands (the Terms' "Right of withdrawal").
 */
export function checkoutTermsConsentMessage(siteOrigin: string, locale: Locale = getLocale()): string {
  const termsUrl = `${siteOrigin}${localePath(locale, SCREEN_PATHS.terms)}`;
  return m.account_checkout_terms_consent({ termsUrl }, { locale });
}
