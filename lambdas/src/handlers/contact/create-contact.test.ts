import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';

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
      gsi1pk: 'CONTACTS',
    });
    expect(stored).not.toHaveProperty('gsi2pk');
    expect(await table.get({ pk: 'STATS', sk: 'TOTALS' })).toMatchObject({ contactCount: 1, pendingContacts: 1 });
  });

  it('makes a signed-in sender’s message their ticket', async () => {
    const response = await call('POST /contact', { body: { ...form, subject: '' }, token: auth.tokens.userA });

    expect(response.status).toBe(201);
    const { id } = response.body as { id: string };
    const stored = await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' });
    expect(stored).toMatchObject({ userId: USER_A, subject: null, gsi2pk: `USER#${USER_A}` });
    expect(String(stored?.gsi2sk)).toMatch(/^TICKET#\d{4}-\d\d-\d\dT/);
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
