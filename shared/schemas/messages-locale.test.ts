/**
 * The forms validate in the page's language: each schema reads its message when it validates, not
 * once when it is built, so a Spanish page shows Spanish errors and the server keeps English.
 */
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import { getTier } from '../tiers';
import { authFormSchema } from './auth';
import { contactFormSchema } from './contact';
import { firstMessage } from './first-message';
import { MESSAGES } from './messages';
import { tierSubmissionSchema } from './tier-submission';

function messageOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return firstMessage(result.error as Parameters<typeof firstMessage>[0]);
}

const english = getLocale;
let locale: ReturnType<typeof getLocale> = 'en';

beforeAll(() => overwriteGetLocale(() => locale));
afterEach(() => {
  locale = 'en';
});
afterAll(() => overwriteGetLocale(english));

describe('validation messages in the page language', () => {
  it('are English by default, as the server answers', () => {
    expect(MESSAGES.nameRequired).toBe('Name is required');
    expect(messageOf(authFormSchema, { email: '', password: 'secret1' })).toBe('Email is required');
  });

  it('speak Spanish on a Spanish page', () => {
    locale = 'es';
    expect(MESSAGES.nameRequired).toBe('El nombre es obligatorio');
    expect(messageOf(authFormSchema, { email: '', password: 'secret1' })).toBe('El correo electrónico es obligatorio');
    expect(messageOf(authFormSchema, { email: 'fan@example.com', password: '123' })).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(messageOf(contactFormSchema, { name: 'Sam', email: 'sam@' })).toBe(
      'Dirección de correo electrónico no válida',
    );
  });

  it('speak German in the setup form, whose rules were built before the page chose its language', () => {
    const starter = tierSubmissionSchema(getTier('starter'));
    locale = 'de';
    expect(messageOf(starter, {})).toBe('Nickname ist erforderlich');
    expect(messageOf(starter, { nickname: 'x'.repeat(51) })).toBe('Der Nickname muss kürzer als 50 Zeichen sein');
    expect(messageOf(starter, { nickname: 'Ace', showOnWall: 'yes' })).toBe(
      'Wähle, ob dein Nickname auf der Wall erscheinen soll',
    );
  });
});
