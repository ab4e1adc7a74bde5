/**
 * The schemas that answer with the account area's messages read them when they validate, not once when
 * they are built: a Spanish page (or a Spanish request) gets Spanish refusals, English stays English.
 */
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import type { Locale } from '../locales';
import { checkoutRequestSchema, pageQuerySchema, verifyRequestSchema } from './api';
import { firstMessage } from './first-message';
import { giftOrderSchema } from './gifts';
import { wallQuerySchema } from './wall';

function messageOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : firstMessage(result.error as Parameters<typeof firstMessage>[0]);
}

const pageLocale = getLocale;
let locale: Locale = 'en';
beforeAll(() => overwriteGetLocale(() => locale));
afterEach(() => {
  locale = 'en';
});
afterAll(() => overwriteGetLocale(pageLocale));

const email = 'friend@example.com';

describe('the account area’s schemas in the current language', () => {
  it('refuse a malformed creator code at checkout in Spanish, and in English outside any language', () => {
    expect(messageOf(checkoutRequestSchema, { tierId: 'starter', creatorCode: '!!' })).toBe(
      'This creator code is not valid.',
    );
    locale = 'es';

    expect(messageOf(checkoutRequestSchema, { tierId: 'starter', creatorCode: '!!' })).toBe(
      'Este código de creador no es válido.',
    );
  });

  it('refuse a gift in Spanish on a Spanish page', () => {
    locale = 'es';

    expect(messageOf(giftOrderSchema, { email: '', showSender: true })).toBe(
      'Introduce el correo electrónico de la persona a la que le regalas.',
    );
    expect(messageOf(giftOrderSchema, { email: 'nope', showSender: true })).toBe(
      'Introduce un correo electrónico válido para la persona a la que le regalas.',
    );
    expect(messageOf(giftOrderSchema, { email, message: 'm'.repeat(201), showSender: true })).toBe(
      'El mensaje debe tener 200 caracteres o menos.',
    );
    expect(messageOf(giftOrderSchema, { email, message: 'hi\u202Ethere', showSender: true })).toBe(
      'Ese mensaje contiene palabras que no permitimos. Cámbialo.',
    );
  });

  it('refuse a session id and a cursor in German', () => {
    locale = 'de';

    expect(messageOf(verifyRequestSchema, {})).toBe('Keine Bezahlsitzung gefunden');
    expect(messageOf(pageQuerySchema, { cursor: 'c'.repeat(1001) })).toBe('Ungültiger Cursor');
    expect(messageOf(wallQuerySchema, { tierId: 'rookie', cursor: 'c'.repeat(1001) })).toBe('Ungültiger Cursor');
  });

  it('keep English outside any language', () => {
    expect(messageOf(giftOrderSchema, { email: '', showSender: true })).toBe(
      'Enter the email address of the person you are gifting.',
    );
    expect(messageOf(verifyRequestSchema, { sessionId: '' })).toBe('No payment session found');
  });
});
