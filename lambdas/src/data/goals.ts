import type { AdminGoal } from '@shared/api/types/goals';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { GOAL_LIMITS } from '@shared/goal-messages';
import { formatGoalDollars, type GoalFigures, goalFiguresOf } from '@shared/goals';
import { ulid } from 'ulid';
import { type AuditActor, type AuditChange, auditEntryItem } from './audit';
import { tableName } from './client';
import {
  GoalAmountTakenError,
  GoalChangedError,
  GoalLimitError,
  GoalNotFoundError,
  GoalOrderStaleError,
} from './goal-errors';
import { type Item, queryAll } from './query-page';
import { getOverviewTotals } from './totals';
import { conditionFailedAt, isTransactionConflict, type TransactItem, transactWriteOnce } from './transactions';

/**
 * The community goals: `GOALS` / `GOAL#<id>`, one item each (amount, what it unlocks, position, a
 * version moved by each edit), and `GOALS` / `HEAD`, a version every goal write moves on the condition
 * that it is the one read. The whole list is one small partition read in one Query; a write reads it,
 * decides against it (one goal per amount, the order) and writes on that condition, so two admins'
 * writes are serialised and neither is lost: the later one is decided again on what the first left.
 */

/** A write's decision, taken against the goals as read. */
interface GoalsChange {
  puts: AdminGoal[];
  deletes: string[];
  audit: AuditChange[];
}

interface GoalsState {
  headVersion: number;
  goals: AdminGoal[];
}

/** Tries of a write whose goals another write moved between its read and its write. */
const WRITE_TRIES = 4;

function goalKey(id: string) {
  return { pk: PARTITION.goals, sk: `${SORT_KEY.goal}${id}` };
}

function goalFromItem(item: Item): AdminGoal {
  return {
    id: String(item.id),
    amountCents: Number(item.amountCents),
    unlocks: String(item.unlocks),
    position: Number(item.position),
    version: Number(item.version),
  };
}

async function readGoalsState(consistent: boolean): Promise<GoalsState> {
  const items = await queryAll({ index: null, partition: PARTITION.goals, consistent });
  const head = items.find((item) => item.sk === SORT_KEY.goalsHead);
  const goals = items
    .filter((item) => String(item.sk).startsWith(SORT_KEY.goal))
    .map(goalFromItem)
    .sort((a, b) => a.position - b.position);
  return { headVersion: head ? Number(head.version) : 0, goals };
}

/** Every goal in the admin's order, read strongly consistent (the panel edits what it shows). */
export async function listGoals(): Promise<AdminGoal[]> {
  return (await readGoalsState(true)).goals;
}

/**
 * The public figures: the goals (one Query) beside the totals (one BatchGetItem of the shards):
 * raised is the totals' revenue, net of tax and refunds; supporters the people who own a tier.
 */
export async function readGoalFigures(): Promise<GoalFigures> {
  const [{ goals }, totals] = await Promise.all([readGoalsState(false), getOverviewTotals()]);
  return goalFiguresOf(goals, totals.revenueCents, totals.supporterCount);
}

function goalsWrite(state: GoalsState, change: GoalsChange, actor: AuditActor, now: Date): TransactItem[] {
  const seen = state.headVersion;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { pk: PARTITION.goals, sk: SORT_KEY.goalsHead, version: seen + 1 },
        ConditionExpression: seen > 0 ? 'version = :seen' : 'attribute_not_exists(pk)',
        ...(seen > 0 ? { ExpressionAttributeValues: { ':seen': seen } } : {}),
      },
    },
    ...change.puts.map((goal) => ({ Put: { TableName: tableName(), Item: { ...goalKey(goal.id), ...goal } } })),
    ...change.deletes.map((id) => ({ Delete: { TableName: tableName(), Key: goalKey(id) } })),
    ...change.audit.map((entry) => auditEntryItem(actor, entry, now)),
  ];
}

/**
 * Reads the goals, decides the change on them and writes it with its audit entries, held to the head
 * as read; read and decided again when another write came first. Answers the goals after it.
 */
async function changeGoals(
  decide: (goals: AdminGoal[]) => GoalsChange,
  actor: AuditActor,
  now: Date,
): Promise<AdminGoal[]> {
  for (let attempt = 1; ; attempt += 1) {
    const state = await readGoalsState(true);
    const change = decide(state.goals);
    if (change.puts.length === 0 && change.deletes.length === 0) return state.goals;
    try {
      await transactWriteOnce(goalsWrite(state, change, actor, now));
      return goalsAfter(state.goals, change);
    } catch (error) {
      const raced = conditionFailedAt(error, 0) || isTransactionConflict(error);
      if (!raced || attempt >= WRITE_TRIES) throw error;
    }
  }
}

function goalsAfter(goals: readonly AdminGoal[], change: GoalsChange): AdminGoal[] {
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  for (const id of change.deletes) byId.delete(id);
  for (const goal of change.puts) byId.set(goal.id, goal);
  return [...byId.values()].sort((a, b) => a.position - b.position);
}

function refuseTakenAmount(goals: readonly AdminGoal[], amountCents: number, exceptId?: string): void {
  if (goals.some((goal) => goal.amountCents === amountCents && goal.id !== exceptId)) throw new GoalAmountTakenError();
}

function findGoal(goals: readonly AdminGoal[], id: string): AdminGoal {
  const goal = goals.find((candidate) => candidate.id === id);
  if (!goal) throw new GoalNotFoundError();
  return goal;
}

const shown = (goal: AdminGoal) => ({ amountCents: goal.amountCents, unlocks: goal.unlocks });

/** Adds a goal after the others, audited; GoalAmountTakenError when another has its amount. */
export function createGoal(
  input: { amountCents: number; unlocks: string },
  actor: AuditActor,
  now: Date,
): Promise<AdminGoal[]> {
  const id = ulid(now.getTime());
  return changeGoals(
    (goals) => {
      if (goals.length >= GOAL_LIMITS.maxGoals) throw new GoalLimitError();
      refuseTakenAmount(goals, input.amountCents);
      const goal: AdminGoal = { id, ...input, position: (goals.at(-1)?.position ?? -1) + 1, version: 1 };
      return {
        puts: [goal],
        deletes: [],
        audit: [{ action: 'goal_created', subject: { type: 'goal', id }, before: {}, after: { ...shown(goal) } }],
      };
    },
    actor,
    now,
  );
}

/**
 * Changes a goal's amount and what it unlocks, audited, if it is still at the version the admin read
 * (GoalChangedError otherwise); GoalAmountTakenError when another goal has the amount.
 */
export function editGoal(
  id: string,
  input: { amountCents: number; unlocks: string; version: number },
  actor: AuditActor,
  now: Date,
): Promise<AdminGoal[]> {
  return changeGoals(
    (goals) => {
      const before = findGoal(goals, id);
      if (before.version !== input.version) throw new GoalChangedError();
      refuseTakenAmount(goals, input.amountCents, id);
      const after: AdminGoal = { ...before, amountCents: input.amountCents, unlocks: input.unlocks };
      const unchanged = after.amountCents === before.amountCents && after.unlocks === before.unlocks;
      if (unchanged) return { puts: [], deletes: [], audit: [] };
      return {
        puts: [{ ...after, version: before.version + 1 }],
        deletes: [],
        audit: [{ action: 'goal_edited', subject: { type: 'goal', id }, before: shown(before), after: shown(after) }],
      };
    },
    actor,
    now,
  );
}

/** Deletes a goal, audited; the others keep their order. */
export function deleteGoal(id: string, actor: AuditActor, now: Date): Promise<AdminGoal[]> {
  return changeGoals(
    (goals) => {
      const goal = findGoal(goals, id);
      return {
        puts: [],
        deletes: [id],
        audit: [{ action: 'goal_deleted', subject: { type: 'goal', id }, before: shown(goal), after: {} }],
      };
    },
    actor,
    now,
  );
}

/** The order as the audit log shows it: the amounts, first to last. */
function orderLabel(goals: readonly AdminGoal[]): string {
  return goals.map((goal) => formatGoalDollars(goal.amountCents)).join(', ');
}

/**
 * Puts the goals in the order given, audited; GoalOrderStaleError unless it names every goal there is,
 * each once (one was added or deleted since the admin read them).
 */
export function orderGoals(goalIds: readonly string[], actor: AuditActor, now: Date): Promise<AdminGoal[]> {
  return changeGoals(
    (goals) => {
      const same = goalIds.length === goals.length && goals.every((goal) => goalIds.includes(goal.id));
      if (!same) throw new GoalOrderStaleError();
      const ordered = goalIds.map((id, position) => ({ ...findGoal(goals, id), position }));
      const moved = ordered.filter((goal) => findGoal(goals, goal.id).position !== goal.position);
      if (moved.length === 0) return { puts: [], deletes: [], audit: [] };
      return {
        puts: moved,
        deletes: [],
        audit: [
          {
            action: 'goal_reordered',
            subject: { type: 'goal', id: 'order' },
            before: { order: orderLabel(goals) },
            after: { order: orderLabel(ordered) },
          },
        ],
      };
    },
    actor,
    now,
  );
}
