import * as z from 'zod/mini';

/**
 * Characters a name shown to other people must not carry: control characters, format characters
 * (bidi overrides and isolates such as U+202E, zero-width spaces and joiners, the byte-order mark)
 * and line or paragraph separators. They hide or reorder text on the gym wall and in support.
 */
const NOT_ALLOWED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export interface DisplayTextRules {
  required?: string;
  max: number;
  tooLong: string;
  notAllowed: string;
  /**
   * A content check (the nickname's profanity filter), made before the hidden-character one so that a
   * word disguised with zero-width characters is refused as the word, with this check's message.
   */
  moderation?: { isAllowed: (value: string) => boolean; refused: string };
}

/**
 * A one-line name people see (nickname, jersey back name, contact name and subject): NFC-normalized
 * and trimmed, within its length, and free of characters that hide or reorder text.
 */
export function displayText(rules: DisplayTextRules) {
  return z.string({ error: rules.required ?? rules.tooLong }).check(
    z.normalize('NFC'),
    z.trim(),
    ...(rules.required ? [z.minLength(1, rules.required)] : []),
    z.maxLength(rules.max, rules.tooLong),
    ...(rules.moderation ? [z.refine<string>(rules.moderation.isAllowed, rules.moderation.refused)] : []),
    z.refine((value: string) => !NOT_ALLOWED.test(value), rules.notAllowed),
  );
}
