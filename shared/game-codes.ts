/**
 * The user codes of account linking (RFC 8628 section 6.1): 8 letters from 20 consonants, shown as ABCD-EFGH.
 * No vowels (no words), no digits and no letters that read alike (no I/1, O/0, U/V): 20^8 ≈ 2.6 × 10^10 codes.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/**
 * The code as typed, made canonical: upper case, without the hyphen, spaces or other separators.
 * Null unless what is left is 8 letters of the alphabet.
 */
export function normalizeUserCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s\-–—_.]/g, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  return [...letters].every((letter) => USER_CODE_ALPHABET.includes(letter)) ? letters : null;
}

/** The code as the game and the page show it: ABCD-EFGH. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
