/**
 * The capacity model of docs/capacity.md: how many visitors in the ten minutes after an announcement
 * each quota the store meets can hold, before the launch-surge work and now. Its table is rendered
 * from here, and a test fails when the document and the model disagree.
 */
import { COGNITO_CALLS_TO_SIGN_UP } from './capacity';

/** The window the model counts visitors in, and the shares it assumes (docs/capacity.md, "The model"). */
export const SURGE = {
  windowMinutes: 10,
  /** Of the window's visitors, the share who create an account. */
  signUpShare: 0.1,
  /** Of those, the share who start a checkout within the window (the launch month's 60,000 of 100,000). */
  buyShare: 0.6,
  /** Of the window's arrivals, the share in its busiest minute. */
  peakMinuteShare: 0.3,
} as const;

/**
 * What a quota does with the excess: `dropped` (a person gets an error, an email never leaves) or
 * `waits` (the store or the site retries; a busiest minute's backlog drains within the next minute,
 * so the quota holds twice its rate for that minute).
 */
type Overflow = 'dropped' | 'waits';

export interface Limit {
  name: string;
  /** Requests a second, as the source gives it. */
  perSecond: number;
  source: string;
  /** Calls one sign-up brings to this quota, buyers' checkouts included (a buyer counts buyShare). */
  callsPerSignUp: { before: number; now: number };
  overflow: { before: Overflow; now: Overflow };
  /** What to ask for, and how many weeks before launch. */
  raise: { toPerSecond: number; ask: string; weeksAhead: number };
}

const checkout = SURGE.buyShare;

export const LIMITS: Limit[] = [
  {
    name: 'SES send rate (codes, receipts, updates)',
    perSecond: 14,
    source: 'https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas.html',
    // Before: Cognito's code and the buyer's receipt raced for the same rate and SES refused the excess.
    // Now: codes go first through the outbox, paced; receipts wait behind them.
    callsPerSignUp: { before: 1 + checkout, now: 1 },
    overflow: { before: 'dropped', now: 'waits' },
    raise: { toPerSecond: 50, ask: 'SES console: request a sending quota increase (rate 50/s)', weeksAhead: 2 },
  },
  {
    name: 'Cognito UserCreation (SignUp, ConfirmSignUp)',
    perSecond: 50,
    source: 'https://docs.aws.amazon.com/cognito/latest/developerguide/quotas.html',
    callsPerSignUp: { before: COGNITO_CALLS_TO_SIGN_UP.UserCreation, now: COGNITO_CALLS_TO_SIGN_UP.UserCreation },
    // Before: "Rate exceeded" after Amplify's own few retries. Now: the site keeps retrying, with backoff.
    overflow: { before: 'dropped', now: 'waits' },
    raise: { toPerSecond: 150, ask: 'Service Quotas: Amazon Cognito, UserCreation rate', weeksAhead: 3 },
  },
  {
    name: 'Cognito UserAuthentication (InitiateAuth)',
    perSecond: 120,
    source: 'https://docs.aws.amazon.com/cognito/latest/developerguide/quotas.html',
    callsPerSignUp: {
      before: COGNITO_CALLS_TO_SIGN_UP.UserAuthentication,
      now: COGNITO_CALLS_TO_SIGN_UP.UserAuthentication,
    },
    overflow: { before: 'dropped', now: 'waits' },
    raise: { toPerSecond: 300, ask: 'Service Quotas: Amazon Cognito, UserAuthentication rate', weeksAhead: 3 },
  },
  {
    name: 'Stripe, one endpoint (Checkout Sessions)',
    perSecond: 25,
    source: 'https://docs.stripe.com/rate-limits',
    // One session per checkout start, then and now; before, a failed start's retry click made another.
    callsPerSignUp: { before: checkout, now: checkout },
    overflow: { before: 'dropped', now: 'waits' },
    raise: { toPerSecond: 100, ask: 'Stripe support: a rate limit increase for the launch', weeksAhead: 6 },
  },
  {
    name: 'Stripe, all requests of the account',
    perSecond: 100,
    source: 'https://docs.stripe.com/rate-limits',
    // Before: about three writes and a read per checkout start; now one write, and the verify's read.
    callsPerSignUp: { before: checkout * 4, now: checkout * 2 },
    overflow: { before: 'dropped', now: 'waits' },
    raise: { toPerSecond: 200, ask: 'Stripe support, with the one above', weeksAhead: 6 },
  },
  {
    name: 'API write route throttle (POST /checkout)',
    perSecond: 50,
    source: 'infra/config/stages.ts writeRouteThrottle',
    callsPerSignUp: { before: checkout, now: checkout },
    overflow: { before: 'dropped', now: 'waits' },
    raise: { toPerSecond: 100, ask: 'a stage setting: writeRouteThrottle (keep it under Stripe’s)', weeksAhead: 0 },
  },
];

/** Visitors in the window whose busiest minute brings `capacity` calls a second at `calls` per sign-up. */
export function visitorsHeld(capacity: number, calls: number): number {
  const signUpsPerSecondPerVisitor = (SURGE.signUpShare * SURGE.peakMinuteShare) / 60;
  return Math.floor(capacity / (calls * signUpsPerSecondPerVisitor));
}

function held(limit: Limit, when: 'before' | 'now', perSecond = limit.perSecond): number {
  const factor = limit.overflow[when] === 'waits' ? 2 : 1;
  return visitorsHeld(perSecond * factor, limit.callsPerSignUp[when]);
}

interface Ceiling {
  limit: string;
  before: number;
  now: number;
  raised: number;
}

/** Each quota's ceiling in visitors per window: before, now, and now after its documented raise. */
function ceilings(): Ceiling[] {
  return LIMITS.map((limit) => ({
    limit: limit.name,
    before: held(limit, 'before'),
    now: held(limit, 'now'),
    raised: held(limit, 'now', limit.raise.toPerSecond),
  }));
}

/** The store's ceiling: the lowest of its quotas'. */
export function storeCeiling(when: keyof Omit<Ceiling, 'limit'>): { visitors: number; limit: string } {
  const lowest = ceilings().reduce((low, ceiling) => (ceiling[when] < low[when] ? ceiling : low));
  return { visitors: lowest[when], limit: lowest.limit };
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** The table docs/capacity.md carries, one row per quota. */
export function ceilingTable(): string {
  const rows = ceilings().map((ceiling, index) => {
    const limit = LIMITS[index] as Limit;
    return `| ${ceiling.limit} | ${limit.perSecond}/s | ${thousands(ceiling.before)} | ${thousands(ceiling.now)} | ${limit.raise.toPerSecond}/s: ${thousands(ceiling.raised)} |`;
  });
  return [
    '| quota | rate | visitors before | visitors now | after the raise |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
