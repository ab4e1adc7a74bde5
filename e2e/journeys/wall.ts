/** Journey 15: a supporter opts in and finds their name on the gym wall; an admin hides it and it is gone. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { WALL_MESSAGES } from '@shared/wall-messages';
import type { Page } from 'playwright-core';
import { MOBILE, screenshot } from '../support/browser';
import { see, seeHeading, seePath } from '../support/person';
import { APP_STARTED } from './app-start';
import type { Journey } from './journey-context';

/** The Starter stretch of the wall. */
const starterWall = (page: Page) => page.getByRole('region', { name: 'Starter', exact: true });

/**
 * Waits until the wall has answered: the tiers (MVP's stretch first, every tier listed once anyone is on
 * the wall), or the empty wall. Not any second-level heading: the community goals' is there before.
 */
export async function wallLoaded(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'MVP', exact: true }).or(page.getByText(WALL_MESSAGES.empty)).waitFor();
}

export async function supporterOnTheWall(journey: Journey): Promise<void> {
  const { api, admin } = journey;
  const supporter = await api.newSupporter('wall');
  await api.buy(supporter, 'starter');
  const nickname = `Wall ${randomUUID().slice(0, 6)}`;

  // The supporter ticks the box at tier setup.
  const { page } = await journey.signedIn(supporter);
  await page.goto('/tier-submission');
  await seeHeading(page, 'Tier Setup');
  const box = page.getByRole('checkbox', { name: WALL_MESSAGES.showOnWallLabel });
  assert.equal(await box.isChecked(), false);
  await page.getByLabel('Nickname', { exact: true }).fill(nickname);
  await box.check();
  await page.getByRole('button', { name: 'Submit Information' }).click();
  await page
    .getByRole('dialog', { name: 'Submit your tier setup?' })
    .getByRole('button', { name: 'Yes, submit' })
    .click();
  await seePath(page, '/dashboard');

  // The footer leads to the wall, where their spot is lit up.
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Gym Wall' }).click();
  await seePath(page, '/wall');
  await seeHeading(page, 'The Gym Wall');
  await see(page, `You're on the wall under Starter as ${nickname}.`);
  const mine = starterWall(page).getByRole('listitem').filter({ hasText: nickname });
  await see(mine, WALL_MESSAGES.yourSpot);
  assert.equal(await mine.getAttribute('aria-current'), 'true');
  await screenshot(page, 'wall-1280');
  await page.setViewportSize(MOBILE);
  await see(mine, nickname, { partial: true });
  await screenshot(page, 'wall-390');

  // A visitor finds it too, before the wall's app runs: the page's fill script wrote the names in.
  const reader = (await journey.visitor()).page;
  await reader.goto('/wall');
  await see(starterWall(reader).getByRole('listitem').filter({ hasText: nickname }), nickname, { partial: true });
  assert.equal(await reader.evaluate(APP_STARTED), false, 'the wall shows its names without the app');

  // The admin hides it from the user's detail page.
  const userId = (await api.me(supporter)).profile?.userId;
  assert.ok(userId, 'the supporter has a profile');
  const adminActor = await journey.signedIn(admin);
  await adminActor.page.goto(`/admin/users/${encodeURIComponent(userId)}`);
  const card = adminActor.page.getByRole('region', { name: 'Gym Wall' });
  await see(card, 'Opted in');
  await card.getByLabel('Reason for hiding').fill('Journey check: hidden by the admin');
  await card.getByRole('button', { name: 'Hide from Gym Wall' }).click();
  await see(adminActor.page, 'Nickname hidden from the gym wall');
  await see(card, 'Hidden by admin');

  // A visitor (a browser with nothing cached) no longer finds it.
  const visitor = await journey.visitor();
  await visitor.page.goto('/wall');
  await seeHeading(visitor.page, 'The Gym Wall');
  await wallLoaded(visitor.page);
  assert.equal(await visitor.page.getByText(nickname).count(), 0);

  // When the wall's fill script gets no answer, the app starts without waiting for the visitor and
  // says so; Try again brings the wall once the API answers.
  const unlucky = (await journey.visitor()).page;
  const wallCalls = (url: URL) => url.pathname !== '/wall' && url.pathname.endsWith('/wall');
  await unlucky.route(wallCalls, (route) => route.abort());
  await unlucky.goto('/wall');
  await see(unlucky.getByRole('alert'), WALL_MESSAGES.loadFailed);
  await unlucky.unroute(wallCalls);
  await unlucky.getByRole('button', { name: 'Try again' }).click();
  await wallLoaded(unlucky);
}
