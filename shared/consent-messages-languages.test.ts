import { checkoutTermsConsentMessage, STRIPE_TERMS_MESSAGE_MAX_LENGTH } from './consent-messages';
import { getLocale, overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { LOCALES } from './locales';

/** Stripe shows the words beside its terms checkbox in the buyer's language, linking the Terms in it. */
const LONGEST_ORIGIN = `https://${'a'.repeat(63)}.${'b'.repeat(63)}.example`;
const pageLocale = getLocale;
afterEach(() => overwriteGetLocale(pageLocale));

describe('checkoutTermsConsentMessage in the buyer’s language', () => {
  it.each(LOCALES)('fits Stripe’s limit in %s, for the longest site origin we could serve from', (locale) => {
    expect(checkoutTermsConsentMessage(LONGEST_ORIGIN, locale).length).toBeLessThanOrEqual(
      STRIPE_TERMS_MESSAGE_MAX_LENGTH,
    );
  });

  it('says it in Spanish and links the Spanish Terms', () => {
    const message = checkoutTermsConsentMessage('https://d1gang.example', 'es');

    expect(message).toMatch(/^Acepto los \[Términos del servicio\]\(https:\/\/d1gang\.example\/es\/terms\) /);
    expect(message).toContain('garantía de devolución de 30 días');
  });

  it('links the Brazilian Terms under their lower-case prefix', () => {
    expect(checkoutTermsConsentMessage('https://d1gang.example', 'pt-BR')).toContain(
      '[Termos de Serviço](https://d1gang.example/pt-br/terms)',
    );
  });

  it('reads the current language when none is given', () => {
    overwriteGetLocale(() => 'de');

    expect(checkoutTermsConsentMessage('https://d1gang.example')).toMatch(
      /^Ich stimme den \[Nutzungsbedingungen\]\(https:\/\/d1gang\.example\/de\/terms\) zu/,
    );
  });

  it('keeps the English words and the root Terms in English', () => {
    expect(checkoutTermsConsentMessage('https://d1gang.example', 'en')).toBe(
      'I agree to the [Terms of Service](https://d1gang.example/terms) and ask for my D1 Gang package to be delivered at once: my tier is added to my account as soon as my payment goes through. Because it is digital content delivered at once, I lose my right to withdraw from this purchase (EU/UK); the 30-day money-back guarantee still applies.',
    );
  });
});
