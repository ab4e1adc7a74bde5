import { formatCount } from './counts';
import { GOAL_LIMITS } from './goal-messages';
import { getLocale } from './i18n/paraglide/runtime.js';
import { BASE_LOCALE, type Locale } from './locales';
import { formatLocalDollars } from './money';

/**
 * How long GET /goals may be kept: a minute by browsers, two by CloudFront, so a crowd on the landing
 * page costs the table one read of the figures every two minutes per edge.
 */
export const GOALS_CACHE_SECONDS = { browser: 60, edge: 120 } as const;

/** A goal as the admin sets it: an amount in whole dollars (as cents) and what it unlocks, in the admin's order. */
export interface Goal {
  id: string;
  amountCents: number;
  unlocks: string;
  /** 0 first. */
  position: number;
}

/** A goal as the public sees it. */
interface PublicGoal {
  amountCents: number;
  unlocks: string;
  reached: boolean;
}

/**
 * The public figures (GET /goals, the published goal section): what was raised (net of tax and refunds),
 * how many people own a tier, every goal in the admin's order, and the nearest goal not reached yet.
 */
export interface GoalFigures {
  raisedCents: number;
  supporters: number;
  goals: PublicGoal[];
  next: { amountCents: number; unlocks: string; remainingCents: number } | null;
}

/** Whether an amount is one a goal may have: whole dollars, above $0, at most $10,000,000. */
export function isGoalAmount(cents: number): boolean {
  return Number.isInteger(cents) && cents > 0 && cents % 100 === 0 && cents <= GOAL_LIMITS.amountMaxCents;
}

/** The figures for goals (in their order) and the raised total; a negative total (never expected) counts as 0. */
export function goalFiguresOf(goals: readonly Goal[], raisedCents: number, supporters: number): GoalFigures {
  const raised = Math.max(0, raisedCents);
  const ordered = [...goals].sort((a, b) => a.position - b.position);
  const ahead = ordered.filter((goal) => goal.amountCents > raised).sort((a, b) => a.amountCents - b.amountCents)[0];
  return {
    raisedCents: raised,
    supporters: Math.max(0, supporters),
    goals: ordered.map((goal) => ({
      amountCents: goal.amountCents,
      unlocks: goal.unlocks,
      reached: goal.amountCents <= raised,
    })),
    next: ahead
      ? { amountCents: ahead.amountCents, unlocks: ahead.unlocks, remainingCents: ahead.amountCents - raised }
      : null,
  };
}

/** Whole dollars, rounded down, as the goals show them: 5000000 → "$50,000", in Spanish "50.000 US$". */
export function formatGoalDollars(cents: number, locale: Locale = getLocale()): string {
  const dollars = Math.floor(Math.max(0, cents) / 100);
  return locale === BASE_LOCALE ? `$${formatCount(dollars)}` : formatLocalDollars(dollars, locale, true);
}

/**
 * How far the bar is toward the next goal, in percent of its amount (0–100, whole): 100 when every
 * goal is reached.
 */
export function progressPercent(figures: GoalFigures): number {
  if (!figures.next) return 100;
  return Math.min(100, Math.floor((figures.raisedCents / figures.next.amountCents) * 100));
}
