import { ACCOUNT_MESSAGES, DELETED_ACCOUNT_TOMBSTONE } from './account-messages';
import {
  CHECKOUT_MESSAGES,
  duplicatePaymentMessage,
  overpaymentRefundMessage,
  upgradeCostNote,
  upgradeShortcutSubtitle,
} from './checkout-messages';
import { GAME_MESSAGES, OAUTH_ERROR_DESCRIPTIONS, PLAYER_TOKEN_MESSAGES } from './game-messages';
import { GIFT_MESSAGES, GIFT_STATUS_LABELS } from './gifts';
import { HTTP_MESSAGES } from './http-messages';
import { getLocale, overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { LOCALES, type Locale } from './locales';
import { formatCents } from './money';
import { MY_PURCHASE_STATUS_LABELS, PURCHASE_HISTORY_MESSAGES } from './purchase-history-messages';
import { TIER_SUBMISSION_MESSAGES } from './tier-submission-messages';

/**
 * The signed-in screens' and the API's words read the language they are asked in (the page's, or the
 * request's on the server); outside any, English word for word.
 */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

const pageLocale = getLocale;

/** Reads `read` with the messages in `locale`, as a page in that language (or a request asking for it) does. */
function inLocale<T>(locale: Locale, read: () => T): T {
  overwriteGetLocale(() => locale);
  try {
    return read();
  } finally {
    overwriteGetLocale(pageLocale);
  }
}

/** Every string property of an object, read in a language. */
function valuesIn(locale: Locale, object: object): Record<string, unknown> {
  return inLocale(locale, () => Object.fromEntries(Object.entries(object)));
}

/** What the supporter reads of the game link (the admin's and the game servers' words stay English). */
const SUPPORTER_GAME_KEYS = [
  'ownCodeOnly',
  'linkQuestion',
  'linkedElsewhere',
  'codeInvalid',
  'codeFormat',
  'codeRateLimited',
  'codeBudgetSpent',
  'linked',
  'cancelled',
  'unlinked',
  'notLinkedOnPlatform',
  'noGameAccounts',
  'linkFailed',
  'unlinkFailed',
  'deliveryPending',
] as const;

const SUPPORTER_GIFT_KEYS = [
  'emailRequired',
  'emailInvalid',
  'toYourself',
  'messageTooLong',
  'messageNotAllowed',
  'recipientOwnsTier',
  'notFound',
  'otherEmail',
  'alreadyClaimed',
  'cancelled',
] as const;

describe('the account area’s messages in other languages', () => {
  it.each(OTHER_LOCALES)('says every supporter-facing message in %s, none of it in English', (locale) => {
    const english = (object: object) => Object.fromEntries(Object.entries(object));
    const objects: Array<[string, object, readonly string[] | null]> = [
      ['ACCOUNT_MESSAGES', ACCOUNT_MESSAGES, null],
      [
        'CHECKOUT_MESSAGES',
        CHECKOUT_MESSAGES,
        Object.keys(CHECKOUT_MESSAGES).filter((key) => key !== 'reconcileFailed'),
      ],
      ['TIER_SUBMISSION_MESSAGES', TIER_SUBMISSION_MESSAGES, null],
      ['PURCHASE_HISTORY_MESSAGES', PURCHASE_HISTORY_MESSAGES, null],
      ['MY_PURCHASE_STATUS_LABELS', MY_PURCHASE_STATUS_LABELS, null],
      ['HTTP_MESSAGES', HTTP_MESSAGES, null],
      ['GAME_MESSAGES', GAME_MESSAGES, SUPPORTER_GAME_KEYS],
      ['GIFT_MESSAGES', GIFT_MESSAGES, SUPPORTER_GIFT_KEYS],
      ['GIFT_STATUS_LABELS', GIFT_STATUS_LABELS, null],
    ];
    for (const [name, object, keys] of objects) {
      const translated = valuesIn(locale, object);
      const base = english(object);
      for (const key of keys ?? Object.keys(base)) {
        expect({ name, key, same: translated[key] === base[key] }).toEqual({ name, key, same: false });
        expect({ name, key, type: typeof translated[key] }).toEqual({ name, key, type: 'string' });
      }
    }
  });

  it('speaks Spanish and German in the spec’s places', () => {
    inLocale('es', () => {
      expect(ACCOUNT_MESSAGES.noTier).toBe('Primero compra un nivel');
      expect(ACCOUNT_MESSAGES.typeDelete).toBe('Escribe DELETE para confirmar.');
      expect(CHECKOUT_MESSAGES.alreadyOwned).toBe('Ya tienes este nivel o uno superior');
      expect(HTTP_MESSAGES.unauthorized).toBe('No autorizado');
      expect(GIFT_STATUS_LABELS.unclaimed).toBe('Esperando a ser reclamado');
      expect(GIFT_MESSAGES.messageTooLong).toBe('El mensaje debe tener 200 caracteres o menos.');
    });
    inLocale('de', () => {
      expect(MY_PURCHASE_STATUS_LABELS.partially_refunded).toBe('Teilweise erstattet');
      expect(PURCHASE_HISTORY_MESSAGES.title).toBe('Meine Käufe');
      expect(TIER_SUBMISSION_MESSAGES.submitted).toBe('Angaben erfolgreich eingereicht!');
    });
  });

  it('fills in amounts in the language’s own form, names and percents as given', () => {
    inLocale('es', () => {
      expect(overpaymentRefundMessage(1250)).toContain(`te devolvimos ${formatCents(1250, 'es')}.`);
      expect(formatCents(1250, 'es')).toMatch(/^12,50\sUS\$$/);
      expect(duplicatePaymentMessage('Starter')).toMatch(/^Ya tienes Starter o un nivel superior/);
      expect(upgradeCostNote(3000, { code: 'HOOPS10', percentOff: 10 })).toBe(
        `Con HOOPS10 pagas la diferencia menos un 10 %: tus compras cuentan por su precio completo, ${formatCents(3000, 'es')}, para una mejora.`,
      );
      expect(upgradeShortcutSubtitle(null)).toBe('Paga solo la diferencia');
      expect(GAME_MESSAGES.relinkTooSoon('Steam', '24 de noviembre de 2026')).toBe(
        'Puedes vincular otra cuenta de Steam una vez cada 30 días. Vuelve a intentarlo el 24 de noviembre de 2026.',
      );
    });
    inLocale('fr', () => {
      expect(upgradeShortcutSubtitle({ percentOff: 15 })).toBe('Payez la différence moins 15 %');
      expect(GAME_MESSAGES.unlinkConfirm('Steam', 'Ace')).toMatch(/^Dissocier Ace sur Steam \?/);
      expect(GAME_MESSAGES.deliveredOn('3 mars 2026')).toBe('Livré à votre compte de jeu le 3 mars 2026');
    });
  });

  it('keeps English word for word outside any language', () => {
    expect(upgradeCostNote(3000, null)).toBe(
      'You pay only the difference: your purchases count their full price, $30.00, toward an upgrade.',
    );
    expect(upgradeCostNote(4500, { code: 'HOOPS10', percentOff: 10 })).toBe(
      'With HOOPS10 you pay the difference less 10%: your purchases count their full price, $45.00, toward an upgrade.',
    );
    expect(upgradeShortcutSubtitle({ percentOff: 10 })).toBe('Pay the difference less 10%');
    expect(overpaymentRefundMessage(1250)).toBe(
      'Together with what you had already paid, this payment went beyond the price of the highest tier, so $12.50 of it was refunded. Nothing else changes: your tier and perks are as shown.',
    );
    expect(duplicatePaymentMessage('MVP')).toBe(
      'You already own MVP or a higher tier, so this payment was refunded in full. Nothing else changes: your tier and perks stay as they are.',
    );
    expect(GAME_MESSAGES.relinkTooSoon('Steam', 'November 24, 2026')).toBe(
      'You can link a different Steam account once every 30 days. Try again on November 24, 2026.',
    );
    expect(GIFT_MESSAGES.messageTooLong).toBe('Keep the message to 200 characters or fewer.');
    expect(MY_PURCHASE_STATUS_LABELS.duplicate_refunded).toBe('Refunded as a duplicate');
  });

  it.each(OTHER_LOCALES)('keeps what is stored, the admin’s and the game servers’ words English in %s', (locale) => {
    inLocale(locale, () => {
      expect(DELETED_ACCOUNT_TOMBSTONE).toBe('Deleted account');
      expect(CHECKOUT_MESSAGES.reconcileFailed).toBe(
        'Stripe could not be reached. The reconciler tries again on its next run.',
      );
      expect(GAME_MESSAGES.invalidKey).toBe('Invalid game server key');
      expect(GAME_MESSAGES.notLinked).toBe('This game account is not linked');
      expect(GAME_MESSAGES.keyNotFound).toBe('No game server key with this id.');
      expect(GAME_MESSAGES.adminUnlinked).toBe('Game account unlinked.');
      expect(OAUTH_ERROR_DESCRIPTIONS.slow_down).toBe(
        'Polled too soon. Wait 5 seconds more between polls from now on.',
      );
      expect(PLAYER_TOKEN_MESSAGES.keyOnly).toBe('This route takes a game server key, not a player access token.');
      expect(GIFT_MESSAGES.notUnclaimed).toBe('Only a gift waiting to be claimed can be resent or cancelled.');
    });
  });

  it('labels a deleted account in the reader’s language, while the tombstone stays English', () => {
    expect(ACCOUNT_MESSAGES.deletedAccount).toBe('Deleted account');
    expect(inLocale('es', () => ACCOUNT_MESSAGES.deletedAccount)).toBe('Cuenta eliminada');
    expect(DELETED_ACCOUNT_TOMBSTONE).toBe('Deleted account');
  });
});
