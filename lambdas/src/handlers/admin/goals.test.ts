import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminAuditResponse } from '@shared/api/types/admin';
import type { AdminGoalsResponse } from '@shared/api/types/goals';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();

beforeEach(async () => {
  await table.clear();
  await seedAdmin('coach@example.com');
});

const FIVES = { amountCents: 5_000_000, unlocks: '5v5 mode at launch' };
const ARENA = { amountCents: 10_000_000, unlocks: 'A second arena' };
const admin = () => auth.tokens.admin;
const create = (body: unknown, token = admin()) => call('POST /admin/goals', { token, body });
const edit = (goalId: string, body: unknown, token = admin()) =>
  call('PUT /admin/goals/{goalId}', { token, params: { goalId }, body });
const remove = (goalId: string, token = admin()) => call('DELETE /admin/goals/{goalId}', { token, params: { goalId } });
const order = (goalIds: string[], token = admin()) => call('PUT /admin/goal-order', { token, body: { goalIds } });
const list = async () => ((await call('GET /admin/goals', { token: admin() })).body as AdminGoalsResponse).goals;
const audit = async () => ((await call('GET /admin/audit', { token: admin() })).body as AdminAuditResponse).items;
const goalsOf = (response: { body: unknown }) => (response.body as AdminGoalsResponse).goals;

describe('POST /admin/goals', () => {
  it('adds goals in order, each audited', async () => {
    const first = await create(FIVES);
    const second = await create(ARENA);

    expect(first.status).toBe(201);
    expect(goalsOf(second)).toEqual([
      { id: expect.any(String), ...FIVES, position: 0, version: 1 },
      { id: expect.any(String), ...ARENA, position: 1, version: 1 },
    ]);
    expect(await list()).toEqual(goalsOf(second));
    const entries = await audit();
    expect(entries.map(({ action, adminEmail, before, after }) => ({ action, adminEmail, before, after }))).toEqual([
      { action: 'goal_created', adminEmail: 'coach@example.com', before: {}, after: ARENA },
      { action: 'goal_created', adminEmail: 'coach@example.com', before: {}, after: FIVES },
    ]);
    expect(entries[0]?.subject).toEqual({ type: 'goal', id: goalsOf(second)[1]?.id });
  });

  it('trims what a goal unlocks', async () => {
    expect(goalsOf(await create({ ...FIVES, unlocks: '  5v5 mode at launch  ' }))[0]?.unlocks).toBe(
      '5v5 mode at launch',
    );
  });

  it.each([
    [{ ...FIVES, amountCents: 0 }, GOAL_MESSAGES.amountInvalid],
    [{ ...FIVES, amountCents: 5_000_050 }, GOAL_MESSAGES.amountInvalid],
    [{ ...FIVES, amountCents: 1_000_000_100 }, GOAL_MESSAGES.amountInvalid],
    [{ ...FIVES, amountCents: '50000' }, GOAL_MESSAGES.amountInvalid],
    [{ ...FIVES, unlocks: '   ' }, GOAL_MESSAGES.unlocksRequired],
    [{ ...FIVES, unlocks: 'x'.repeat(121) }, GOAL_MESSAGES.unlocksTooLong],
    [{ ...FIVES, unlocks: '5v5 \u202emode' }, GOAL_MESSAGES.unlocksNotAllowed],
  ])('refuses %j with its message and stores nothing', async (body, message) => {
    const response = await create(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await list()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('takes $10,000,000 and 120 characters', async () => {
    expect((await create({ amountCents: 1_000_000_000, unlocks: 'x'.repeat(120) })).status).toBe(201);
  });

  it('refuses a second goal with the same amount, even when both are asked at once', async () => {
    const answers = await Promise.all([create(FIVES), create({ ...FIVES, unlocks: 'Something else' })]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: GOAL_MESSAGES.amountTaken });
    expect(await list()).toHaveLength(1);
    expect(await audit()).toHaveLength(1);
  });
});

describe('PUT /admin/goals/{goalId}', () => {
  it('changes the amount and what it unlocks, audited with both values', async () => {
    const [goal] = goalsOf(await create(FIVES));
    const id = goal?.id ?? '';

    const response = await edit(id, { amountCents: 7_500_000, unlocks: '5v5 at launch', version: 1 });

    expect(response.status).toBe(200);
    expect(goalsOf(response)).toEqual([
      { id, amountCents: 7_500_000, unlocks: '5v5 at launch', position: 0, version: 2 },
    ]);
    expect((await audit())[0]).toMatchObject({
      action: 'goal_edited',
      subject: { type: 'goal', id },
      before: FIVES,
      after: { amountCents: 7_500_000, unlocks: '5v5 at launch' },
    });
  });

  it('answers 409 to the second of two admins who edited the same version, keeping the first edit', async () => {
    const [goal] = goalsOf(await create(FIVES));
    const id = goal?.id ?? '';

    const answers = await Promise.all([
      edit(id, { ...FIVES, unlocks: 'First', version: 1 }),
      edit(id, { ...FIVES, unlocks: 'Second', version: 1 }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toEqual({ message: GOAL_MESSAGES.changedElsewhere });
    const kept = answers.find((answer) => answer.status === 200);
    expect((await list())[0]?.unlocks).toBe(goalsOf(kept ?? { body: { goals: [] } })[0]?.unlocks);
    expect((await audit()).filter((entry) => entry.action === 'goal_edited')).toHaveLength(1);
  });

  it('refuses the amount of another goal', async () => {
    await create(FIVES);
    const arena = goalsOf(await create(ARENA))[1];

    const response = await edit(arena?.id ?? '', { ...ARENA, amountCents: FIVES.amountCents, version: 1 });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: GOAL_MESSAGES.amountTaken });
  });

  it('answers 404 for a goal that does not exist', async () => {
    const response = await edit('nope', { ...FIVES, version: 1 });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: GOAL_MESSAGES.notFound });
  });
});

describe('PUT /admin/goal-order and DELETE /admin/goals/{goalId}', () => {
  it('puts the goals in the order given, audited with the amounts before and after', async () => {
    await create(FIVES);
    const goals = goalsOf(await create(ARENA));
    const ids = goals.map((goal) => goal.id).reverse();

    const response = await order(ids);

    expect(response.status).toBe(200);
    expect(goalsOf(response).map((goal) => [goal.unlocks, goal.position])).toEqual([
      [ARENA.unlocks, 0],
      [FIVES.unlocks, 1],
    ]);
    expect((await audit())[0]).toMatchObject({
      action: 'goal_reordered',
      before: { order: '$50,000, $100,000' },
      after: { order: '$100,000, $50,000' },
    });
  });

  it('answers 409 to an order that leaves out a goal added meanwhile', async () => {
    const [goal] = goalsOf(await create(FIVES));
    await create(ARENA);

    const response = await order([goal?.id ?? '']);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: GOAL_MESSAGES.orderStale });
  });

  it('deletes a goal, audited with what it was', async () => {
    const [goal] = goalsOf(await create(FIVES));

    const response = await remove(goal?.id ?? '');

    expect(response.status).toBe(200);
    expect(goalsOf(response)).toEqual([]);
    expect((await audit())[0]).toMatchObject({ action: 'goal_deleted', before: FIVES, after: {} });
  });
});

describe('who may', () => {
  it('answers 403 to a supporter and 401 without a token on every goal route, changing nothing', async () => {
    const [goal] = goalsOf(await create(FIVES));
    const id = goal?.id ?? '';
    const token = auth.tokens.userA;

    const supporter = [
      await call('GET /admin/goals', { token }),
      await create(ARENA, token),
      await edit(id, { ...FIVES, version: 1 }, token),
      await remove(id, token),
      await order([id], token),
    ];
    const anonymous = await call('GET /admin/goals');

    for (const answer of supporter)
      expect(answer).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.accessDenied } });
    expect(anonymous).toMatchObject({ status: 401, body: { message: HTTP_MESSAGES.unauthorized } });
    expect(await list()).toEqual([goal]);
  });
});
