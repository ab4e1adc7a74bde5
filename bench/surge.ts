/**
 * The launch surge: `people` arrive at once on a fresh local stack whose stand-ins throttle as the
 * cloud does past its quotas: the SES emulator refuses emails past `emailRate` a second, Cognito (the
 * throttle in front of cognito-local) refuses sign-ups and sign-ins past `cognitoRate` a second, and
 * the Stripe stand-in answers 429 to the first `stripe429s` Checkout Sessions asked for. Each person
 * signs up, confirms with the code from their email, signs in, pays and waits for the receipt
 * (surge-person.ts). The figures: what reached whom, how often, and the longest wait anyone saw.
 * e2e/launch-surge.test.ts runs it small; `npm run bench -- surge` runs it at 60 people.
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEmail } from '../e2e/support/inbox';
import { cognitoClient } from '../infra/local/cognito-setup';
import { startCognitoThrottle } from '../infra/local/cognito-throttle';
import { findFreePorts } from '../infra/local/ports';
import { THROTTLED_PATH } from '../infra/local/ses-emulator';
import { startStack } from '../infra/local/stack';
import { standInControls } from '../infra/local/stripe/controls';
import { type PersonOutcome, personJourney, RECEIPT_SUBJECT } from './surge-person';

export interface SurgeOptions {
  people: number;
  /** SES's sending rate, emails a second. */
  emailRate: number;
  /** Cognito's rate for sign-up and for sign-in, requests a second each. */
  cognitoRate: number;
  /** How many Checkout Session creations Stripe refuses with a 429 before it takes them again. */
  stripe429s: number;
}

export interface SurgeResult {
  people: PersonOutcome[];
  /** Per person: the verification emails that reached them (one code asked each). */
  codeEmails: Map<string, number>;
  /** Per person: the receipts that reached them. */
  receipts: Map<string, number>;
  /** Per person: the purchases stored for them. */
  purchases: Map<string, number>;
  throttled: { cognito: number; ses: number; stripe: number };
  elapsedMs: number;
}

/** The subject of the sign-up code email (lambdas/src/email/account-code-email.ts). */
const VERIFICATION_SUBJECT = 'Your D1 Gang verification code';

function countBy(emails: StoredEmail[], subject: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const email of emails.filter((one) => one.subject === subject)) {
    for (const to of email.destination.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** Runs the surge on a stack of its own, stopped after; the D1_EMAIL_SEND_RATE it sets is put back. */
export async function runSurge(options: SurgeOptions): Promise<SurgeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'd1-surge-'));
  const earlierRate = process.env.D1_EMAIL_SEND_RATE;
  // The handlers run in this process; their lines (a throttled email's warning among them) would bury the figures.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  process.env.D1_EMAIL_SEND_RATE = String(options.emailRate);
  const running = await startStack({
    dataDir,
    fresh: true,
    ports: await findFreePorts(),
    site: { kind: 'none' },
    // The payments reconciler stays out of it: every purchase here is granted by the person's own return.
    reconcileSeconds: 0,
    tableInMemory: true,
    progress: () => {},
    echo: () => {},
  }).finally(() => {
    if (earlierRate === undefined) delete process.env.D1_EMAIL_SEND_RATE;
    else process.env.D1_EMAIL_SEND_RATE = earlierRate;
  });
  const { stack } = running;
  const throttle = await startCognitoThrottle({ upstream: stack.cognito.endpoint, rate: options.cognitoRate });
  // One try per call, as Amplify makes it: the SDK's own retries would hide the throttle from the SPA's.
  const cognito = cognitoClient(throttle.url);
  cognito.config.maxAttempts = async () => 1;
  try {
    await standInControls(stack.stripe.url).rateLimit('POST /v1/checkout/sessions', options.stripe429s);
    const surgeStack = {
      apiUrl: stack.apiUrl,
      stripeUrl: stack.stripe.url,
      emailUrl: stack.email.url,
      clientId: stack.cognito.clientId,
      cognito,
    };
    const started = Date.now();
    const run = randomUUID().slice(0, 6);
    const people = await Promise.all(
      Array.from({ length: options.people }, (_, n) =>
        personJourney(surgeStack, `surge-${run}-${n}@example.com`, `Hoops-${run}-${n}!`),
      ),
    );
    const elapsedMs = Date.now() - started;
    const { emails } = (await (await fetch(`${stack.email.url}/store`)).json()) as { emails: StoredEmail[] };
    const { refused } = (await (await fetch(`${stack.email.url}${THROTTLED_PATH}`)).json()) as { refused: number };
    return {
      people,
      codeEmails: countBy(emails, VERIFICATION_SUBJECT),
      receipts: countBy(emails, RECEIPT_SUBJECT),
      purchases: await purchasesOf(people),
      throttled: { cognito: throttle.throttled(), ses: refused, stripe: options.stripe429s },
      elapsedMs,
    };
  } finally {
    cognito.destroy();
    await throttle.close();
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The purchases stored for each person who paid, found by their session's buyer. */
async function purchasesOf(people: PersonOutcome[]): Promise<Map<string, number>> {
  // Imported only now: the data modules read their DynamoDB endpoint when first loaded.
  const { listPurchasesForUser } = await import('../lambdas/src/data/purchase');
  const counts = new Map<string, number>();
  for (const person of people) {
    if (person.userId) counts.set(person.email, (await listPurchasesForUser(person.userId)).length);
  }
  return counts;
}
