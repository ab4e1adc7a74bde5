import { call } from '../../test/api-event';
import { withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedAdmin } from '../../test/seed-admin';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { drainOutbox } from './sender';

// A contact form's sender may have no account: the message keeps the language of the page it was
// sent from, and our answer speaks it. The support mailbox hears of it in English.
const table = withTestTable();
const auth = withTestAuth();
const { ses, inbox } = withSesInbox();

beforeEach(async () => {
  await table.clear();
  await seedAdmin('coach@example.com');
});

/** An anonymous visitor writes from a page in `language`; the admin answers; the sender sends. */
async function writeAndAnswer(language: string | undefined) {
  const sent = await call('POST /contact', {
    body: { name: 'Ana', email: 'ana@example.com', subject: 'Camiseta', message: 'Una pregunta sobre mi camiseta.' },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  expect(sent.status).toBe(201);
  const { id } = sent.body as { id: string };
  const answered = await call('PATCH /admin/contacts/{id}', {
    token: auth.tokens.admin,
    params: { id },
    body: { adminResponse: 'Ya está arreglado.' },
  });
  expect(answered.status).toBe(200);
  await drainOutbox(TEST_SENDER, ses());
  return { id, emails: await inbox() };
}

describe('the answer to a contact form in its sender’s language', () => {
  it('keeps the page’s language with the message and answers in it; the support mailbox reads English', async () => {
    const { id, emails } = await writeAndAnswer('es');

    expect(await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' })).toMatchObject({ locale: 'es' });
    const answer = emails.find((email) => email.destination.to.includes('ana@example.com'));
    expect(answer?.subject).toBe('Respondimos a tu mensaje: Camiseta');
    expect(answer?.body.text).toContain('Hola, Ana:');
    expect(answer?.body.text).not.toContain('We answered');
    const toSupport = emails.find((email) => email.destination.to.includes(TEST_SENDER.supportInbox));
    expect(toSupport?.subject).toBe('New contact message from Ana: Camiseta');
  });

  it('answers in English from an English page', async () => {
    const { emails } = await writeAndAnswer(undefined);

    const answer = emails.find((email) => email.destination.to.includes('ana@example.com'));
    expect(answer?.subject).toBe('We answered your message: Camiseta');
  });
});
