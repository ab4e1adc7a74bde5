import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { newGameKey, requestLink } from '../../../test/game-kit';
import { seedUser } from '../../../test/seed';

/** The /link page's refusals come back in the page's language, dates included. */
const table = withTestTable();
const auth = withTestAuth();
let key: string;

beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
});

const decide = (userCode: string, language: string) =>
  call('POST /me/link-requests/{userCode}', {
    token: auth.tokens.userA,
    params: { userCode },
    body: { decision: 'link' },
    headers: { 'accept-language': language },
  });

describe('POST /me/link-requests/{userCode} in the supporter’s language', () => {
  it('refuses a second game account on a platform within 30 days in Spanish, with a Spanish date', async () => {
    await decide((await requestLink(key, { player_id: 'first' })).user_code, 'es');
    const { user_code: userCode } = await requestLink(key, { player_id: 'second' });

    const refused = await decide(userCode, 'es');

    const allowedOn = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('es', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: `Puedes vincular otra cuenta de Steam una vez cada 30 días. Vuelve a intentarlo el ${allowedOn}.`,
      },
    });
  });

  it('refuses a code that is not valid in French', async () => {
    const refused = await decide('BCDF-GHJK', 'fr');

    expect(refused).toMatchObject({
      status: 404,
      body: { message: 'Ce code n’est pas valide ou a expiré. Demandez un nouveau code au jeu.' },
    });
  });
});
