/**
 * Journey 26: the admin sets a community goal; the landing page's published figures rise by exactly
 * $30.00 and one supporter after a Starter purchase, once the publisher runs, and fall back after the
 * admin refunds it. Other journeys buy too, so every figure is read against the one read at the start.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GOAL_LIMITS, GOAL_MESSAGES } from '@shared/goal-messages';
import { GOAL_FIGURES_ATTRIBUTE, goalFiguresIn } from '@shared/goal-section';
import type { GoalFigures } from '@shared/goals';
import type { Page } from 'playwright-core';
import { GOALS_PUBLISH_PATH } from '../../infra/local/api-server';
import { accessTokenFor } from '../../infra/local/cognito-setup';
import { screenshot } from '../support/browser';
import { see } from '../support/person';
import type { Journey } from './journey-context';

/** Runs the goal publisher now, as its five-minute schedule would. */
async function publishGoals(journey: Journey): Promise<void> {
  const response = await fetch(`${journey.stack.apiUrl}${GOALS_PUBLISH_PATH}`, { method: 'POST' });
  assert.equal(response.status, 200, `POST ${GOALS_PUBLISH_PATH} answered ${response.status}`);
}

/** The figures the landing page was served with (its goal section, before any script runs). */
async function landingFigures(page: Page): Promise<GoalFigures> {
  await page.goto('/');
  const figures = goalFiguresIn(
    await page.locator(`[${GOAL_FIGURES_ATTRIBUTE}]`).first().getAttribute(GOAL_FIGURES_ATTRIBUTE),
  );
  assert.ok(figures, 'the landing page holds published goal figures');
  return figures;
}

/** The admin refunds a payment in full, as the panel's refund dialog does. */
async function refundInFull(journey: Journey, paymentIntentId: string): Promise<void> {
  const token = await accessTokenFor(journey.stack.cognito, journey.admin);
  const response = await fetch(`${journey.stack.apiUrl}/admin/payments/${encodeURIComponent(paymentIntentId)}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requestId: randomUUID(), reason: 'Asked within the 30-day guarantee' }),
  });
  assert.equal(response.status, 200, `the refund answered ${response.status}: ${await response.text()}`);
}

export async function goalBarFollowsPurchaseAndRefund(journey: Journey): Promise<void> {
  const { api, admin } = journey;
  const id = randomUUID().slice(0, 8);
  // An amount no earlier run's goal has, from $9,000,000 to just under the cap of $10,000,000: ahead of
  // anything raised here, and one the form accepts (an amount over the cap is refused, and no goal is added).
  const dollars = GOAL_LIMITS.amountMaxCents / 100 - 1 - (Number.parseInt(id.slice(0, 5), 16) % 1_000_000);
  const unlocks = `A court named for the gang ${id}`;

  // The admin sets the goal in the panel.
  const { page: panel } = await journey.signedIn(admin);
  await panel.goto('/admin/goals');
  const form = panel.getByRole('region', { name: 'New goal' });
  await form.getByLabel('Amount (USD)').fill(String(dollars));
  await form.getByLabel('Unlocks').fill(unlocks);
  await form.getByRole('button', { name: 'Add goal' }).click();
  await see(panel, GOAL_MESSAGES.created);
  await see(panel, unlocks);

  // The landing page as served: the goal is listed, and the figure to compare with.
  const { page: visitor } = await journey.visitor();
  await publishGoals(journey);
  const start = await landingFigures(visitor);
  assert.ok(
    start.goals.some((goal) => goal.unlocks === unlocks && goal.amountCents === dollars * 100 && !goal.reached),
    'the landing page lists the new goal, not reached',
  );
  await screenshot(visitor, 'community-goal-before');

  // A new supporter buys Starter: after the publisher runs, raised is up by exactly $30.00.
  const supporter = await api.newSupporter('goal');
  await api.buy(supporter, 'starter');
  await publishGoals(journey);
  const bought = await landingFigures(visitor);
  assert.equal(bought.raisedCents - start.raisedCents, 3000, 'raised rises by exactly $30.00');
  assert.equal(bought.supporters - start.supporters, 1, 'one more supporter');
  assert.equal(bought.next?.remainingCents, (start.next?.remainingCents ?? 0) - 3000, 'the bar moves $30.00 closer');

  // The admin refunds it: after the publisher runs, the figures are back where they started.
  const [purchase] = await api.purchasesOf(admin, supporter.email);
  assert.ok(purchase?.stripePaymentIntentId, 'the purchase has its Stripe payment');
  await refundInFull(journey, purchase.stripePaymentIntentId);
  await publishGoals(journey);
  const refunded = await landingFigures(visitor);
  assert.equal(refunded.raisedCents, start.raisedCents, 'raised goes back after the refund');
  assert.equal(refunded.supporters, start.supporters, 'the supporter count goes back after the refund');

  // The wall carries the same figures.
  await visitor.goto('/wall');
  const wall = goalFiguresIn(
    await visitor.locator(`[${GOAL_FIGURES_ATTRIBUTE}]`).first().getAttribute(GOAL_FIGURES_ATTRIBUTE),
  );
  assert.equal(wall?.raisedCents, start.raisedCents, 'the wall shows the same raised figure');

  // The goal goes, so later journeys' pages are as they were.
  await panel.getByRole('button', { name: `Delete the $${dollars.toLocaleString('en-US')} goal` }).click();
  await panel.getByRole('dialog').getByRole('button', { name: 'Delete goal' }).click();
  await see(panel, GOAL_MESSAGES.deleted);
}
