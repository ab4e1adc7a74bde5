import type { PublishedUpdatesResponse } from '@shared/api/types/updates';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedPurchase, seedUser } from '../../../test/seed';
import { seedSentUpdate } from '../../../test/sent-updates';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(() => table.clear());

async function seedThree() {
  await seedSentUpdate({
    id: 'upd-1',
    slug: 'first-court',
    subject: 'The first court',
    bodyMarkdown: 'We drew the **first** court.',
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
    slug: 'five-on-five',
    subject: 'Five on five',
    bodyMarkdown: 'Full-court games run at 60 fps.',
    sentAt: '2026-02-15T10:00:00.000Z',
  });
  await seedSentUpdate({
    id: 'upd-4',
    slug: 'still-sending',
    subject: 'Still sending',
    bodyMarkdown: 'Not out yet.',
    sentAt: '2026-02-20T10:00:00.000Z',
    status: 'sending',
  });
}

async function updates(token?: string) {
  const response = await call('GET /updates', token ? { token } : {});
  return { ...response, body: response.body as PublishedUpdatesResponse };
}

describe('GET /updates', () => {
  it('lists the public sent updates newest first, with nothing of the admin', async () => {
    await seedThree();
    requests.reset();

    const { status, body } = await updates();

    expect(status).toBe(200);
    expect(requests.counts()).toEqual({ QueryCommand: 1 });
    expect(body.updates).toEqual([
      {
        slug: 'five-on-five',
        title: 'Five on five',
        publishedAt: '2026-02-15T10:00:00.000Z',
        description: 'Full-court games run at 60 fps.',
        html: '<p>Full-court games run at 60 fps.</p>',
        supportersOnly: false,
      },
      {
        slug: 'first-court',
        title: 'The first court',
        publishedAt: '2026-02-01T10:00:00.000Z',
        description: 'We drew the first court.',
        html: '<p>We drew the <strong>first</strong> court.</p>',
        supportersOnly: false,
      },
    ]);
    const text = JSON.stringify(body);
    for (const secret of ['admin-sub-0001', 'createdBy', 'audience', 'progress', 'queued', 'bodyMarkdown', 'jersey']) {
      expect(text).not.toContain(secret);
    }
  });

  it('lists the supporters-only ones too for a signed-in supporter', async () => {
    await seedThree();
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');

    const { status, body } = await updates(auth.tokens.userA);

    expect(status).toBe(200);
    expect(body.updates.map((update) => [update.slug, update.supportersOnly])).toEqual([
      ['five-on-five', false],
      ['locker-room-talk', true],
      ['first-court', false],
    ]);
  });

  it('leaves the supporters-only ones out for a signed-in user who owns no tier', async () => {
    await seedThree();
    await seedUser(USER_B, 'b@example.com');

    const { body } = await updates(auth.tokens.userB);

    expect(body.updates.map((update) => update.slug)).toEqual(['five-on-five', 'first-court']);
  });

  it('answers an empty list before anything was sent', async () => {
    const { status, body } = await updates();

    expect(status).toBe(200);
    expect(body).toEqual({ updates: [] });
  });
});
