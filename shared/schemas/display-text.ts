import * as z from 'zod/mini';

/**
 * Characters a name shown to other people must not carry: control characters, format characters
 * (bidi overrides and isolates such as U+202E, zero-width spaces and joiners, the byte-order mark)
 * and line or paragraph separators. They hide or reorder text on the gym wall and in support.
 */
const NOT_ALLOWED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * A rule's message: fixed words, or a reader called when the value is checked, so a message in the
 * page's language (shared/schemas/messages.ts) is read in the language of that moment.
 */
type RuleMessage = string | (() => string);

export interface DisplayTextRules {
  required?: RuleMessage;
  max: number;
  tooLong: RuleMessage;
  notAllowed: RuleMessage;
  /**
   * A content check (the nickname's profanity filter), made before the hidden-character one so that a
   * word disguised with zero-width characters is refused as the word, with this check's message.
   */
  moderation?: { isAllowed: (value: string) => boolean; refused: RuleMessage };
}

/**
 * A one-line name people see (nickname, jersey back name, contact name and subject): NFC-normalized
 * and trimmed, within its length, and free of characters that hide or reorder text.
 */
export function displayText(rules: DisplayTextRules) {
  // zod takes a message or a function that makes one as `error`, so either kind of RuleMessage passes as is.
  return z.string({ error: rules.required ?? rules.tooLong }).check(
    z.normalize('NFC'),
    z.trim(),
    ...(rules.required ? [z.minLength(1, { error: rules.required })] : []),
    z.maxLength(rules.max, { error: rules.tooLong }),
    ...(rules.moderation ? [z.refine<string>(rules.moderation.isAllowed, { error: rules.moderation.refused })] : []),
    z.refine((value: string) => !NOT_ALLOWED.test(value), { error: rules.notAllowed }),
  );
}
