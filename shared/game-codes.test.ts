import { formatUserCode, normalizeUserCode, USER_CODE_ALPHABET } from './game-codes';

describe('user codes', () => {
  it('reads a code typed with or without the hyphen, in any case, with spaces', () => {
    expect(normalizeUserCode('BCDF-GHJK')).toBe('BCDFGHJK');
    expect(normalizeUserCode('bcdf ghjk')).toBe('BCDFGHJK');
    expect(normalizeUserCode(' bcdfghjk ')).toBe('BCDFGHJK');
  });

  it('refuses codes of the wrong length or with letters outside the alphabet', () => {
    expect(normalizeUserCode('BCDF-GHJ')).toBeNull();
    expect(normalizeUserCode('BCDF-GHJKL')).toBeNull();
    expect(normalizeUserCode('ABCD-EFGH')).toBeNull();
    expect(normalizeUserCode('BCDF-GH1K')).toBeNull();
  });

  it('uses 20 consonants that do not read alike', () => {
    expect(USER_CODE_ALPHABET).toHaveLength(20);
    expect(USER_CODE_ALPHABET).not.toMatch(/[AEIOUY01]/);
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
  });
});
