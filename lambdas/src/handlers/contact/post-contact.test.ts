import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { apiEvent, type CallOptions, call, invoke } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedUser } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

const form = { name: 'Jordan', email: 'jordan@example.com', subject: 'Shoes', message: 'When do shoes ship?' };

describe('POST /contact', () => {
  it('stores an anonymous message as a contact form and counts it as new', async () => {
    const response = await call('POST /contact', { body: { ...form, name: '  Jordan  ' } });

    expect(response.status).toBe(201);
    const { id } = response.body as { id: string };
    const stored = await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' });
    expect(stored).toMatchObject({
      id,
      userId: null,
      name: 'Jordan',
      email: 'jordan@example.com',
      subject: 'Shoes',
      message: 'When do shoes ship?',
      status: 'new',
      adminNotes: null,
      adminResponse: null,
      resolvedAt: null,
      gsi1pk: 'CONTACTS#new',
    });
    expect(stored).not.toHaveProperty('gsi2pk');
    expect(await table.totals()).toMatchObject({ contactCount: 1, pendingContacts: 1, 'contacts:new': 1 });
  });

  it('makes a signed-in sender’s message their ticket', async () => {
    await seedUser(USER_A, 'jordan@example.com');
    const response = await call('POST /contact', { body: { ...form, subject: '' }, token: auth.tokens.userA });

    expect(response.status).toBe(201);
    const { id } = response.body as { id: string };
    const stored = await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' });
    expect(stored).toMatchObject({ userId: USER_A, subject: null, gsi2pk: `USER#${USER_A}` });
    expect(String(stored?.gsi2sk)).toMatch(/^TICKET#\d{4}-\d\d-\d\dT/);
  });

  it('files a signed-in ticket under the account’s email, whatever email the form sends', async () => {
    await seedUser(USER_A, 'account-owner@example.com');

    const response = await call('POST /contact', {
      body: { ...form, email: 'someone-else@example.com' },
      token: auth.tokens.userA,
    });

    expect(response.status).toBe(201);
    const { id } = response.body as { id: string };
    expect(await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' })).toMatchObject({
      userId: USER_A,
      email: 'account-owner@example.com',
    });
    expect(JSON.stringify(await table.items())).not.toContain('someone-else@example.com');
  });

  it('refuses a signed-in sender without an account profile with 401 and stores nothing', async () => {
    const response = await call('POST /contact', { body: form, token: auth.tokens.userA });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.unauthorized });
    expect(await table.items()).toEqual([]);
  });

  it.each([
    ['expired', 'expired'],
    ['an ID token', 'idToken'],
    ['another client', 'otherClient'],
  ] as const)('refuses a token that is %s with 401 and stores nothing', async (_label, token) => {
    const response = await call('POST /contact', { body: form, token: auth.tokens[token] });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.unauthorized });
    expect(await table.items()).toEqual([]);
  });
});

describe('POST /contact bad input (nothing is written)', () => {
  it.each([
    [{ ...form, name: '' }, MESSAGES.nameRequired],
    [{ ...form, name: '   ' }, MESSAGES.nameRequired],
    [{ email: form.email, message: form.message }, MESSAGES.nameRequired],
    [{ ...form, name: 7 }, MESSAGES.nameRequired],
    [{ ...form, name: 'n'.repeat(101) }, MESSAGES.nameTooLong],
    [{ ...form, email: 'not-an-email' }, MESSAGES.emailInvalid],
    [{ ...form, email: '' }, MESSAGES.emailInvalid],
    [{ ...form, email: ['a@example.com'] }, MESSAGES.emailInvalid],
    [{ ...form, email: `${'a'.repeat(244)}@example.com` }, MESSAGES.emailTooLong],
    [{ ...form, subject: 's'.repeat(201) }, MESSAGES.subjectTooLong],
    [{ ...form, subject: 12 }, MESSAGES.subjectTooLong],
    [{ ...form, message: '' }, MESSAGES.messageRequired],
    [{ ...form, message: undefined }, MESSAGES.messageRequired],
    [{ ...form, message: 'm'.repeat(2001) }, MESSAGES.messageTooLong],
    [{ ...form, name: 'Jordan\u202Egnp.exe' }, MESSAGES.nameNotAllowed],
    [{ ...form, subject: 'Re\u200Bfund' }, MESSAGES.subjectNotAllowed],
    [{ name: '', email: 'x', message: '' }, MESSAGES.nameRequired],
    ['{"name":"Jordan"', HTTP_MESSAGES.invalidBody],
    ['42', HTTP_MESSAGES.invalidBody],
    [{ ...form, message: 'm'.repeat(65_536) }, HTTP_MESSAGES.bodyTooLarge],
  ])('%# → 400 %s', async (body, message) => {
    const response = await call('POST /contact', { body, token: auth.tokens.userA });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await table.items()).toEqual([]);
  });
});

/** POST /contact as API Gateway delivers it from a client at `sourceIp`. */
function postFrom(sourceIp: string, options: CallOptions = {}) {
  const event = apiEvent('POST /contact', { body: form, ...options });
  event.requestContext.http.sourceIp = sourceIp;
  return invoke(event);
}

const storedContacts = async () => (await table.items()).filter((item) => item.gsi1pk === 'CONTACTS#new');

describe('POST /contact honeypot', () => {
  it('answers a filled honeypot like a stored message, and stores and counts nothing', async () => {
    const response = await call('POST /contact', { body: { ...form, website: 'https://spam.example' } });

    expect(response.status).toBe(201);
    expect((response.body as { id: string }).id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await table.items()).toEqual([]);
  });

  it.each([[''], ['   ']])('stores a message whose honeypot is empty (%j)', async (website) => {
    const response = await call('POST /contact', { body: { ...form, website } });

    expect(response.status).toBe(201);
    expect(await storedContacts()).toHaveLength(1);
    expect((await storedContacts())[0]).not.toHaveProperty('website');
  });
});

describe('POST /contact rate limit (5 per 10 minutes per client)', () => {
  it('stores 5 of 20 anonymous messages from one IP and refuses 15 with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await postFrom('203.0.113.7');
      statuses.push(response.status);
      if (response.status === 429) expect(response.body).toEqual({ message: CONTACT_MESSAGES.tooManyMessages });
    }

    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(await storedContacts()).toHaveLength(5);
    expect(await table.totals()).toMatchObject({ contactCount: 5, pendingContacts: 5 });
  });

  it('refuses a burst of 20 at once from one IP beyond 5, storing exactly 5', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => postFrom('203.0.113.8')));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await storedContacts()).toHaveLength(5);
  });

  it('lets a signed-in user write while anonymous spam from the same address is refused', async () => {
    await seedUser(USER_A, 'a@example.com');
    for (let i = 0; i < 6; i += 1) await postFrom('198.51.100.1');
    expect((await postFrom('198.51.100.1')).status).toBe(429);

    const ticket = await postFrom('198.51.100.1', { token: auth.tokens.userA });
    const otherAddress = await postFrom('198.51.100.2');

    expect(ticket.status).toBe(201);
    expect(otherAddress.status).toBe(201);
    const senders = (await storedContacts()).map((item) => item.userId);
    expect(senders.filter((userId) => userId === USER_A)).toHaveLength(1);
    expect(senders.filter((userId) => userId === null)).toHaveLength(6);
  });

  it('limits a signed-in user per user, whatever address they write from', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedUser(USER_B, 'b@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await postFrom(`192.0.2.${i}`, { token: auth.tokens.userA })).status);
    }
    const otherUser = await postFrom('192.0.2.1', { token: auth.tokens.userB });

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(otherUser.status).toBe(201);
    expect((await storedContacts()).filter((item) => item.userId === USER_B)).toHaveLength(1);
  });

  it('keeps the counter in one item per client and window, with a TTL after the window', async () => {
    await postFrom('203.0.113.9');

    const counters = (await table.items()).filter((item) => String(item.pk).startsWith('RATE#'));
    expect(counters).toEqual([
      expect.objectContaining({ pk: 'RATE#contact#ip#203.0.113.9', sk: expect.stringMatching(/^WINDOW#/), count: 1 }),
    ]);
    const windowStart = Date.parse(String(counters[0]?.sk).slice('WINDOW#'.length));
    expect(windowStart % (10 * 60 * 1000)).toBe(0);
    expect(counters[0]?.expiresAt).toBe((windowStart + 20 * 60 * 1000) / 1000);
  });
});
