import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminAuditResponse } from '@shared/api/types/admin';
import type {
  AdminUpdateResponse,
  AdminUpdatesResponse,
  UpdatePreviewResponse,
  UpdateRecipientsResponse,
  UpdateTestResponse,
} from '@shared/api/types/updates';
import { UPDATE_LIMITS, UPDATE_MESSAGES } from '@shared/updates';
import { type ApiResult, call } from '../../../test/api-event';
import { ADMIN, USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedPurchase, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { setEmailPreferences } from '../../data/email-preferences';
import { profileTombstoneChange } from '../../data/profile';
import { recordSuppression } from '../../data/suppression';
import { transactWrite } from '../../data/transactions';
import { updateSlug } from '../../data/update-send';
import { runSendJob } from '../../updates/send-job';
import { quotaBudget } from '../../updates/send-quota';

const table = withTestTable();
const auth = withTestAuth();
const USER_C = 'a1b2c3d4-0000-4000-8000-00000000000c';
const USER_D = 'a1b2c3d4-0000-4000-8000-00000000000d';

beforeEach(async () => {
  await table.clear();
  await seedAdmin('coach@example.com');
});

const draft = {
  subject: 'Court day: the first playable build',
  bodyMarkdown: 'We played **3v3** today.\n\n- dunks\n- [the trailer](https://d1gang.com/trailer)',
  audienceTierId: null,
  supportersOnly: false,
};

async function create(body: unknown = draft) {
  return call('POST /admin/updates', { token: auth.tokens.admin, body });
}
async function created(body: unknown = draft) {
  return ((await create(body)).body as AdminUpdateResponse).update;
}
const recipients = async (updateId: string) =>
  (
    (await call('GET /admin/updates/{updateId}/recipients', { token: auth.tokens.admin, params: { updateId } }))
      .body as UpdateRecipientsResponse
  ).recipients;
const send = (updateId: string, expectedRecipients: unknown, token = auth.tokens.admin) =>
  call('POST /admin/updates/{updateId}/send', { token, params: { updateId }, body: { expectedRecipients } });
const audit = async () =>
  ((await call('GET /admin/audit', { token: auth.tokens.admin })).body as AdminAuditResponse).items;
const storedUpdates = async () => (await table.items()).filter((item) => String(item.pk).startsWith('UPDATE'));

async function optIn(userId: string, email: string) {
  await seedUser(userId, email);
  await setEmailPreferences(userId, true, 'profile', new Date());
}

describe('writing an update', () => {
  it('stores a draft with both renderings and answers it with 201', async () => {
    const response = await create();

    expect(response.status).toBe(201);
    const { update } = response.body as AdminUpdateResponse;
    expect(update).toEqual({
      id: expect.any(String),
      slug: null,
      ...draft,
      status: 'draft',
      createdAt: expect.any(String),
      createdBy: ADMIN,
      sendStartedAt: null,
      sentAt: null,
      resumesAt: null,
      progress: { queued: 0, sent: 0, failed: 0, suppressed: 0 },
    });
    expect(await table.get({ pk: `UPDATE#${update.id}`, sk: 'UPDATE' })).toMatchObject({
      html: expect.stringContaining('<strong>3v3</strong>'),
      text: expect.stringContaining('We played 3v3 today.'),
      gsi1pk: 'UPDATES',
    });
    const read = await call('GET /admin/updates/{updateId}', {
      token: auth.tokens.admin,
      params: { updateId: update.id },
    });
    expect(read.body).toEqual({ update });
  });

  it('previews both renderings and stores nothing', async () => {
    const response = await call('POST /admin/updates/preview', {
      token: auth.tokens.admin,
      body: { subject: 'Preview', bodyMarkdown: 'Hello <script>alert(1)</script> **team**' },
    });

    expect(response.status).toBe(200);
    const preview = response.body as UpdatePreviewResponse;
    expect(preview.html).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; <strong>team</strong></p>');
    expect(preview.text).toBe('Hello <script>alert(1)</script> team');
    expect(await storedUpdates()).toEqual([]);
  });

  it.each([
    ['no subject', { ...draft, subject: '   ' }, UPDATE_MESSAGES.subjectRequired],
    ['a long subject', { ...draft, subject: 'x'.repeat(UPDATE_LIMITS.subjectMax + 1) }, UPDATE_MESSAGES.subjectTooLong],
    ['no body', { ...draft, bodyMarkdown: '' }, UPDATE_MESSAGES.bodyRequired],
    ['a long body', { ...draft, bodyMarkdown: 'x'.repeat(UPDATE_LIMITS.bodyMax + 1) }, UPDATE_MESSAGES.bodyTooLong],
    ['an unknown tier', { ...draft, audienceTierId: 'legend' }, UPDATE_MESSAGES.audienceInvalid],
    ['no supporters-only choice', { ...draft, supportersOnly: 'yes' }, UPDATE_MESSAGES.audienceInvalid],
  ])('refuses %s with 400 and its message, storing nothing', async (_label, body, message) => {
    const response = await create(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await storedUpdates()).toEqual([]);
  });

  it('refuses a bad edit, preview or send with 400 and its message, changing nothing', async () => {
    const update = await created();
    const before = await table.items();

    const edit = await call('PUT /admin/updates/{updateId}', {
      token: auth.tokens.admin,
      params: { updateId: update.id },
      body: { ...draft, subject: '' },
    });
    const preview = await call('POST /admin/updates/preview', {
      token: auth.tokens.admin,
      body: { subject: 'Preview', bodyMarkdown: '  ' },
    });
    const sendWithoutNumber = await send(update.id, 'ten');

    expect([edit.status, preview.status, sendWithoutNumber.status]).toEqual([400, 400, 400]);
    expect(edit.body).toEqual({ message: UPDATE_MESSAGES.subjectRequired });
    expect(preview.body).toEqual({ message: UPDATE_MESSAGES.bodyRequired });
    expect(sendWithoutNumber.body).toEqual({ message: UPDATE_MESSAGES.recipientsChanged });
    expect(await table.items()).toEqual(before);
  });

  it('lists updates newest first, a page at a time', async () => {
    const first = await created({ ...draft, subject: 'First' });
    const second = await created({ ...draft, subject: 'Second' });
    const third = await created({ ...draft, subject: 'Third' });

    const page = (await call('GET /admin/updates', { token: auth.tokens.admin, query: { limit: '2' } }))
      .body as AdminUpdatesResponse;
    const rest = (
      await call('GET /admin/updates', {
        token: auth.tokens.admin,
        query: { limit: '2', cursor: String(page.nextCursor) },
      })
    ).body as AdminUpdatesResponse;

    expect(page.updates.map((update) => update.id)).toEqual([third.id, second.id]);
    expect(rest).toEqual({ updates: [first], nextCursor: null });
  });

  it('edits a draft, and answers 409 once its send started, changing nothing', async () => {
    const update = await created();
    const edited = await call('PUT /admin/updates/{updateId}', {
      token: auth.tokens.admin,
      params: { updateId: update.id },
      body: { ...draft, subject: 'Court day, edited', audienceTierId: 'starter' },
    });
    expect(edited.status).toBe(200);
    expect((edited.body as AdminUpdateResponse).update).toMatchObject({
      subject: 'Court day, edited',
      audienceTierId: 'starter',
    });

    expect((await send(update.id, 0)).status).toBe(200);
    const before = await storedUpdates();
    const late = await call('PUT /admin/updates/{updateId}', {
      token: auth.tokens.admin,
      params: { updateId: update.id },
      body: draft,
    });

    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: UPDATE_MESSAGES.alreadySent });
    expect(await storedUpdates()).toEqual(before);
  });

  it('answers 404 for an update that does not exist', async () => {
    const response = await call('GET /admin/updates/{updateId}', {
      token: auth.tokens.admin,
      params: { updateId: '01JAAAAAAAAAAAAAAAAAAAAAAA' },
    });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: UPDATE_MESSAGES.updateNotFound });
  });
});

describe('recipients', () => {
  it('counts those opted in with a live account and an address SES never reported', async () => {
    await optIn(USER_A, 'a@example.com');
    await optIn(USER_B, 'b@example.com');
    await optIn(USER_C, 'bounced@example.com');
    await recordSuppression({
      email: 'Bounced@example.com',
      reason: 'hard-bounce',
      suppressedAt: new Date().toISOString(),
    });
    await seedUser(USER_D, 'quiet@example.com');
    await setEmailPreferences(USER_D, false, 'profile', new Date());
    await transactWrite([profileTombstoneChange(USER_B, 'deleted-user', new Date())]);
    const update = await created();

    expect(await recipients(update.id)).toBe(1);
  });

  it('counts only owners of the tier or a higher one when the update names a tier', async () => {
    await optIn(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');
    await optIn(USER_B, 'b@example.com');
    await seedPurchase(USER_B, 'starter');
    await optIn(USER_C, 'c@example.com');
    await seedPurchase(USER_C, 'mvp');
    await optIn(USER_D, 'd@example.com');
    const update = await created({ ...draft, audienceTierId: 'starter' });

    expect(await recipients(update.id)).toBe(2);
  });
});

describe('sending', () => {
  it('refuses a send whose number of recipients changed, with 409, changing nothing', async () => {
    await optIn(USER_A, 'a@example.com');
    const update = await created();
    const before = await table.items();

    const response = await send(update.id, 2);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: UPDATE_MESSAGES.recipientsChanged });
    expect(await table.items()).toEqual(before);
  });

  it('starts the send once for twenty sends at once: one 200, the rest 409, one audit entry', async () => {
    await optIn(USER_A, 'a@example.com');
    const update = await created();

    const responses = await Promise.all(Array.from({ length: 20 }, () => send(update.id, 1)));

    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ message: UPDATE_MESSAGES.alreadySent });
    }
    const [winner] = responses.filter((response) => response.status === 200);
    const { update: sent } = (winner as ApiResult).body as AdminUpdateResponse;
    expect(sent).toMatchObject({
      id: update.id,
      status: 'sending',
      slug: expect.stringMatching(/^\d{4}-\d{2}-\d{2}-court-day-the-first-playable-build$/),
    });
    expect(await table.get({ pk: `UPDATESLUG#${sent.slug}`, sk: 'SLUG' })).toMatchObject({ updateId: update.id });
    expect(await table.get({ pk: `UPDATE#${update.id}`, sk: 'UPDATE' })).toMatchObject({
      status: 'sending',
      gsi2pk: 'UPDATES_SENDING',
      gsi2sk: `${sent.sendStartedAt}#${update.id}`,
    });
    const entries = (await audit()).filter((entry) => entry.action === 'update_sent');
    expect(entries).toEqual([
      expect.objectContaining({
        subject: { type: 'update', id: update.id },
        adminEmail: 'coach@example.com',
        before: { status: 'draft' },
        after: { status: 'sending', subject: draft.subject, recipients: 1 },
      }),
    ]);
  });

  it('gives a second update with the same subject on the same day the address ending -2', async () => {
    const first = await created();
    const second = await created();

    const a = ((await send(first.id, 0)).body as AdminUpdateResponse).update;
    const b = ((await send(second.id, 0)).body as AdminUpdateResponse).update;

    expect(b.slug).toBe(`${a.slug}-2`);
  });

  it('answers a send paused for the daily email quota with when it resumes, in the update and the list', async () => {
    await optIn(USER_A, 'a@example.com');
    await optIn(USER_B, 'b@example.com');
    const update = await created();
    await send(update.id, 2);
    // 100 a day, 25 kept for transactional email, 74 sent: room for one of the two.
    const quota = quotaBudget(async () => ({ max24HourSend: 100, sentLast24Hours: 74 }), 0.25);
    const run = await runSendJob(update.id, { rate: 1_000, deadline: Date.now() + 60_000, quota });

    const read = await call('GET /admin/updates/{updateId}', {
      token: auth.tokens.admin,
      params: { updateId: update.id },
    });
    const list = await call('GET /admin/updates', { token: auth.tokens.admin });

    expect(run).toMatchObject({ queued: 1, finished: false, resumesAt: expect.any(String) });
    expect(read.status).toBe(200);
    expect((read.body as AdminUpdateResponse).update).toMatchObject({
      status: 'sending',
      resumesAt: run?.resumesAt,
      progress: { queued: 1, sent: 0, failed: 0, suppressed: 0 },
    });
    expect((list.body as AdminUpdatesResponse).updates).toEqual([
      expect.objectContaining({ id: update.id, resumesAt: run?.resumesAt }),
    ]);
  });

  it('refuses a non-admin with the existing 403', async () => {
    const update = await created();

    const response = await send(update.id, 0, auth.tokens.userA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
  });
});

describe('the test send', () => {
  it('queues one update email to the admin’s own address, counted nowhere and not audited', async () => {
    const update = await created();

    const response = await call('POST /admin/updates/{updateId}/test', {
      token: auth.tokens.admin,
      params: { updateId: update.id },
    });

    expect(response.status).toBe(200);
    expect(response.body as UpdateTestResponse).toEqual({ message: UPDATE_MESSAGES.testSent, to: 'coach@example.com' });
    const outbox = (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.message).toMatchObject({
      template: 'update',
      to: 'coach@example.com',
      subject: draft.subject,
      updateId: null,
      html: expect.stringContaining('<strong>3v3</strong>'),
    });
    expect(await audit()).toEqual([]);
    expect(await table.get({ pk: `UPDATE#${update.id}`, sk: 'UPDATE' })).not.toHaveProperty('queued');
  });
});

describe('the slug', () => {
  it.each([
    ['Court day!', '2026-11-25-court-day'],
    ['Équipe & “jerseys”', '2026-11-25-equipe-jerseys'],
    ['!!!', '2026-11-25'],
  ])('makes %s into %s', (subject, slug) => {
    expect(updateSlug(subject, '2026-11-25T10:00:00.000Z')).toBe(slug);
  });

  it('stays within 60 characters, its suffix included, cut at a word', () => {
    const slug = updateSlug(
      'A very long subject about everything that happened in the gym this week',
      '2026-11-25T10:00:00.000Z',
      '-2',
    );

    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('2026-11-25-a-very-long-subject-about-everything-that-2');
  });
});
