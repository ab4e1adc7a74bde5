import { decodeJwt } from 'jose';
import { withTestAuth } from '../../test/auth-server';
import { verifyCaller } from './auth';
import { UnauthorizedError } from './errors';

// The verifier keeps the tokens it accepted (verified-tokens.ts): what it kept must never let through
// a token that verification itself would refuse.
const auth = withTestAuth();
afterEach(() => jest.restoreAllMocks());

describe('verifyCaller', () => {
  it('refuses a token it accepted before once that token has expired', async () => {
    const token = await auth.accessToken('c1b2c3d4-0000-4000-8000-000000000001');
    await expect(verifyCaller(token)).resolves.toMatchObject({ userId: 'c1b2c3d4-0000-4000-8000-000000000001' });

    const { exp } = decodeJwt(token);
    jest.spyOn(Date, 'now').mockReturnValue(Number(exp) * 1000 + 1_000);

    await expect(verifyCaller(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a forged token with the claims of one it accepted', async () => {
    const genuine = await auth.accessToken('c1b2c3d4-0000-4000-8000-000000000002', { 'cognito:groups': ['admin'] });
    await expect(verifyCaller(genuine)).resolves.toMatchObject({ isAdmin: true });

    await expect(verifyCaller(await auth.forgedAdminToken())).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('answers the same caller for a token it accepted before', async () => {
    const token = await auth.accessToken('c1b2c3d4-0000-4000-8000-000000000003');
    const first = await verifyCaller(token);

    await expect(verifyCaller(token)).resolves.toEqual(first);
  });
});
