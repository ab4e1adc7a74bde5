import { basicAuthorization, keyIdOf } from './game-client-credentials';

describe('keyIdOf', () => {
  test('reads the key id between d1g_sk_ and the next underscore; the secret may hold more of them', () => {
    expect(keyIdOf('d1g_sk_01JDKX5T0M3P8Q9R2S4V6W7Y8Z_abc_def-ghi')).toBe('01JDKX5T0M3P8Q9R2S4V6W7Y8Z');
  });

  test.each([['d1g_sk_nokeyid'], ['d1g_sk__secret'], ['sk_live_x_y'], ['']])(
    '%j is not a game server key, and the message does not repeat it',
    (key) => {
      expect(() => keyIdOf(key)).toThrow(
        'The game server key must read d1g_sk_<key id>_<secret>: its key id is the OAuth client_id.',
      );
    },
  );
});

describe('basicAuthorization', () => {
  test('is RFC 6749 section 2.3.1 HTTP Basic: the key id as client_id, the whole key as client_secret', () => {
    // base64 of "KEY1:d1g_sk_KEY1_secret_part-2"
    expect(basicAuthorization('KEY1', 'd1g_sk_KEY1_secret_part-2')).toBe(
      'Basic S0VZMTpkMWdfc2tfS0VZMV9zZWNyZXRfcGFydC0y',
    );
  });

  test('form-urlencodes each part before joining them, so a colon or percent sign survives', () => {
    // base64 of "a+b:x%3Ay%25"
    expect(basicAuthorization('a b', 'x:y%')).toBe('Basic YStiOnglM0F5JTI1');
  });
});
