import type { PublishedUpdateResponse } from '@shared/api/types/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedPurchase, seedUser } from '../../../test/seed';
import { seedSentUpdate } from '../../../test/sent-updates';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedSentUpdate({
    id: 'upd-1',
    slug: 'first-court',
    subject: 'The first court',
    bodyMarkdown: 'We drew the [first court](https://d1gang.com/wall).',
    sentAt: '2026-02-01T10:00:00.000Z',
  });
  await seedSentUpdate({
    id: 'upd-2',
    slug: 'locker-room-talk',
    subject: 'Locker room talk',
    bodyMarkdown: 'Only for the gang: the jersey colours.',
    sentAt: '2026-02-08T10:00:00.000Z',
    supportersOnly: true,
  });
  await seedSentUpdate({
    id: 'upd-3',
    slug: 'still-sending',
    subject: 'Still sending',
    bodyMarkdown: 'Not out yet.',
    sentAt: '2026-02-20T10:00:00.000Z',
    status: 'sending',
  });
});

async function update(slug: string, token?: string) {
  const response = await call('GET /updates/{slug}', { params: { slug }, ...(token ? { token } : {}) });
  return { ...response, body: response.body as PublishedUpdateResponse };
}

describe('GET /updates/{slug}', () => {
  it('answers a public sent update to anyone, with nothing of the admin', async () => {
    const { status, body } = await update('first-court');

    expect(status).toBe(200);
    expect(body).toEqual({
      update: {
        slug: 'first-court',
        title: 'The first court',
        publishedAt: '2026-02-01T10:00:00.000Z',
        description: 'We drew the first court.',
        html: '<p>We drew the <a href="https://d1gang.com/wall">first court</a>.</p>',
        supportersOnly: false,
      },
    });
  });

  it.each(['no-such-update', 'still-sending'])('answers 404 for %s', async (slug) => {
    const { status, body } = await update(slug);

    expect(status).toBe(404);
    expect(body).toEqual({ message: UPDATE_MESSAGES.notPublished });
  });

  // DynamoDB refuses a key part over 2,048 bytes: a slug too long to be a key names no update.
  it.each([
    ['a 3,000-character slug', 'a'.repeat(3000)],
    ['a 700-character slug of 3-byte characters', '€'.repeat(700)],
  ])('answers 404 for %s', async (_label, slug) => {
    const { status, body } = await update(slug);

    expect({ status, body }).toEqual({ status: 404, body: { message: UPDATE_MESSAGES.notPublished } });
  });

  it('answers 403 for a supporters-only update read signed out', async () => {
    const { status, body } = await update('locker-room-talk');

    expect(status).toBe(403);
    expect(body).toEqual({ message: UPDATE_MESSAGES.supportersOnly });
  });

  it('answers 403 for a supporters-only update read by a user who owns no tier', async () => {
    await seedUser(USER_B, 'b@example.com');

    const { status, body } = await update('locker-room-talk', auth.tokens.userB);

    expect(status).toBe(403);
    expect(body).toEqual({ message: UPDATE_MESSAGES.supportersOnly });
  });

  it('answers a supporters-only update to a signed-in supporter', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter');

    const { status, body } = await update('locker-room-talk', auth.tokens.userA);

    expect(status).toBe(200);
    expect(body.update).toMatchObject({ slug: 'locker-room-talk', supportersOnly: true });
    expect(body.update.html).toContain('jersey colours');
  });
});
