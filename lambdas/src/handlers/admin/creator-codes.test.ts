import type { AuditEntry } from '@shared/api/types/admin';
import type { AdminCreatorCodeResponse, AdminCreatorCodesResponse } from '@shared/api/types/creator-codes';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const bed = withPaymentsTestbed({ stripePerTest: true });
const { table } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedAdmin('coach@example.com');
});

const HOOPS = { code: 'hoops10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null };
const create = (body: unknown, token = bed.auth.tokens.admin) => call('POST /admin/creator-codes', { token, body });
const patch = (code: string, body: unknown) =>
  call('PATCH /admin/creator-codes/{code}', { token: bed.auth.tokens.admin, params: { code }, body });
const list = async () =>
  (await call('GET /admin/creator-codes', { token: bed.auth.tokens.admin })).body as AdminCreatorCodesResponse;
const codeItems = async () => (await table.items()).filter((item) => item.sk === 'CREATOR_CODE');
const audit = async () =>
  (await table.items()).filter((item) => item.gsi1pk === 'AUDIT') as unknown as (AuditEntry & { subject: object })[];
const promotionCodes = () => bed.harness.standIn.state.promotionCodes;

describe('POST /admin/creator-codes', () => {
  it('creates the Stripe coupon and promotion code, then the code (upper-cased), audited', async () => {
    const response = await create({ ...HOOPS, maxUses: 100, expiresAt: '2099-01-01T00:00:00.000Z' });

    expect(response.status).toBe(201);
    expect((response.body as AdminCreatorCodeResponse).code).toMatchObject({
      code: 'HOOPS10',
      creatorName: 'Hoops',
      percentOff: 10,
      status: 'active',
      maxUses: 100,
      expiresAt: '2099-01-01T00:00:00.000Z',
      report: { uses: 0, grossCents: 0, discountCents: 0, refundedCents: 0, netCents: 0 },
    });
    expect(promotionCodes()).toEqual([
      expect.objectContaining({ code: 'HOOPS10', active: true, max_redemptions: 100, expires_at: 4070908800 }),
    ]);
    const [coupon] = bed.harness.standIn.state.coupons;
    expect(coupon).toMatchObject({ percent_off: 10, duration: 'once' });
    expect(promotionCodes()[0]?.promotion.coupon).toBe(coupon?.id);
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'creator_code_created',
        adminEmail: 'coach@example.com',
        subject: { type: 'creator_code', id: 'HOOPS10' },
      }),
    ]);
  });

  it('answers 409 for a code by a name that exists, in any case, and makes nothing more at Stripe', async () => {
    await create(HOOPS);

    const again = await create({ ...HOOPS, code: 'Hoops10', percentOff: 20 });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'A creator code with this name already exists.' });
    expect(promotionCodes()).toHaveLength(1);
    expect(await codeItems()).toHaveLength(1);
  });

  it('the same create twenty times at once makes one code, one coupon and one promotion code', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(HOOPS)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await codeItems()).toHaveLength(1);
    expect(bed.harness.standIn.state.coupons).toHaveLength(1);
    expect(promotionCodes()).toHaveLength(1);
    expect((await audit()).length).toBe(1);
  });

  it('a retry after Stripe’s answer was lost gets the objects Stripe made, not new ones', async () => {
    const controls = standInControls(bed.harness.standIn.url);
    await controls.loseAnswers('POST /v1/promotion_codes', 1000);
    const lost = await create(HOOPS);
    await controls.loseAnswers('POST /v1/promotion_codes', 0);

    const retry = await create(HOOPS);

    expect(lost.status).toBe(502);
    expect(lost.body).toEqual({ message: CREATOR_CODE_MESSAGES.stripeUnavailable });
    expect(retry.status).toBe(201);
    expect(bed.harness.standIn.state.coupons).toHaveLength(1);
    expect(promotionCodes()).toHaveLength(1);
    expect(await codeItems()).toHaveLength(1);
  });

  it.each([
    [{ ...HOOPS, code: 'no' }, CREATOR_CODE_MESSAGES.codeInvalid],
    [{ ...HOOPS, code: 'HOOPS-10' }, CREATOR_CODE_MESSAGES.codeInvalid],
    [{ ...HOOPS, creatorName: '  ' }, CREATOR_CODE_MESSAGES.creatorNameRequired],
    [{ ...HOOPS, creatorName: 'x'.repeat(61) }, CREATOR_CODE_MESSAGES.creatorNameTooLong],
    [{ ...HOOPS, percentOff: 0 }, CREATOR_CODE_MESSAGES.percentOffInvalid],
    [{ ...HOOPS, percentOff: 51 }, CREATOR_CODE_MESSAGES.percentOffInvalid],
    [{ ...HOOPS, percentOff: 10.5 }, CREATOR_CODE_MESSAGES.percentOffInvalid],
    [{ ...HOOPS, maxUses: 0 }, CREATOR_CODE_MESSAGES.maxUsesInvalid],
    [{ ...HOOPS, expiresAt: 'tomorrow' }, CREATOR_CODE_MESSAGES.expiresAtInvalid],
    [{ ...HOOPS, expiresAt: '2000-01-01T00:00:00.000Z' }, CREATOR_CODE_MESSAGES.expiresAtInvalid],
  ])('refuses %j with 400 and its message, storing nothing', async (body, message) => {
    const response = await create(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await codeItems()).toEqual([]);
    expect(promotionCodes()).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await create(HOOPS, bed.auth.tokens.userA)).status).toBe(403);
    expect(await codeItems()).toEqual([]);
  });
});

describe('PATCH /admin/creator-codes/{code} and GET /admin/creator-codes', () => {
  it('pauses and resumes the code and its promotion code, each audited', async () => {
    await create(HOOPS);

    const paused = await patch('hoops10', { status: 'paused' });
    expect(paused.status).toBe(200);
    expect((paused.body as AdminCreatorCodeResponse).code.status).toBe('paused');
    expect(promotionCodes()[0]?.active).toBe(false);

    const resumed = await patch('HOOPS10', { status: 'active' });
    expect((resumed.body as AdminCreatorCodeResponse).code.status).toBe('active');
    expect(promotionCodes()[0]?.active).toBe(true);
    expect((await audit()).map((entry) => entry.action).sort()).toEqual([
      'creator_code_created',
      'creator_code_paused',
      'creator_code_resumed',
    ]);
  });

  it('answers 404 for an unknown code and 400 for a bad status', async () => {
    await create(HOOPS);

    expect(await patch('NOPE10', { status: 'paused' })).toMatchObject({
      status: 404,
      body: { message: 'Creator code not found' },
    });
    expect(await patch('HOOPS10', { status: 'gone' })).toMatchObject({
      status: 400,
      body: { message: 'Status must be active or paused.' },
    });
  });

  it('lists the codes newest first', async () => {
    await create(HOOPS);
    await create({ ...HOOPS, code: 'DUNK20', percentOff: 20 });

    const { codes, nextCursor } = await list();

    expect(codes.map((code) => code.code)).toEqual(['DUNK20', 'HOOPS10']);
    expect(nextCursor).toBeNull();
  });
});

describe('GET /creator-codes/{code}', () => {
  const offer = (code: string) => call('GET /creator-codes/{code}', { params: { code } });

  it('answers what a valid code offers, in any case', async () => {
    await create(HOOPS);

    expect(await offer('hoops10')).toMatchObject({ status: 200, body: { offer: { code: 'HOOPS10', percentOff: 10 } } });
  });

  it('answers 400 for an unknown, malformed or paused code', async () => {
    await create(HOOPS);
    await patch('HOOPS10', { status: 'paused' });

    for (const code of ['HOOPS10', 'NOPE10', '!!']) {
      expect(await offer(code)).toMatchObject({ status: 400, body: { message: 'This creator code is not valid.' } });
    }
  });

  it('answers 429 past 30 lookups from one address in ten minutes', async () => {
    await create(HOOPS);
    for (let lookup = 0; lookup < 30; lookup += 1) expect((await offer('NOPE10')).status).toBe(400);

    expect(await offer('HOOPS10')).toMatchObject({
      status: 429,
      body: { message: CREATOR_CODE_MESSAGES.tooManyLookups },
    });
  });
});
