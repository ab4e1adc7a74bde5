import { VerifiedTokens } from './verified-tokens';

const EXP = 1_900_000_000;
const payload = (sub: string) => ({ sub, exp: EXP });

describe('VerifiedTokens', () => {
  it('serves a kept token until the second it expires, then forgets it', () => {
    const tokens = new VerifiedTokens(10);
    tokens.add('token-a', payload('a'));

    expect(tokens.get('token-a', EXP * 1000 - 1)).toEqual(payload('a'));
    expect(tokens.get('token-a', EXP * 1000)).toBeUndefined();
    // Gone, not just hidden: an earlier clock does not bring it back.
    expect(tokens.get('token-a', 0)).toBeUndefined();
  });

  it('serves only the exact token it kept', () => {
    const tokens = new VerifiedTokens(10);
    tokens.add('header.claims.signature', payload('a'));

    expect(tokens.get('header.claims.signaturf', 0)).toBeUndefined();
    expect(tokens.get('header.claims.signature ', 0)).toBeUndefined();
    expect(tokens.get('header.claims.signature', 0)).toEqual(payload('a'));
  });

  it('never serves a payload without an expiry', () => {
    const tokens = new VerifiedTokens(10);
    tokens.add('token-a', { sub: 'a' });

    expect(tokens.get('token-a', 0)).toBeUndefined();
  });

  it('lets the oldest token go when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.add('token-a', payload('a'));
    tokens.add('token-b', payload('b'));
    tokens.add('token-c', payload('c'));

    expect(tokens.get('token-a', 0)).toBeUndefined();
    expect(tokens.get('token-b', 0)).toEqual(payload('b'));
    expect(tokens.get('token-c', 0)).toEqual(payload('c'));
  });

  it('keeps a token added again without letting another go', () => {
    const tokens = new VerifiedTokens(2);
    tokens.add('token-a', payload('a'));
    tokens.add('token-b', payload('b'));
    tokens.add('token-b', payload('b'));

    expect(tokens.get('token-a', 0)).toEqual(payload('a'));
    expect(tokens.get('token-b', 0)).toEqual(payload('b'));
  });
});
