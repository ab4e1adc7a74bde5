/** Journey 20: a supporter links their game account with the code the game shows; the game grants the tier. */
import assert from 'node:assert/strict';
import { GAME_MESSAGES } from '../../shared/game-messages';
import { entitlementOf } from '../../shared/tiers';
import { DESKTOP, expectNoSidewaysScroll, MOBILE, screenshot } from '../support/browser';
import { runGameClient } from '../support/game-client';
import { see, seeHeading } from '../support/person';
import type { Journey } from './journey-context';

/**
 * The reference client asks for a code for a player, the supporter types it on /link in Chromium and
 * links; the client's poll answers linked with the tier's benefit ids, the client confirms the
 * delivery of the feed's change, and the dashboard says when it was delivered.
 */
export async function supporterLinksGameAccount(journey: Journey): Promise<void> {
  const supporter = await journey.api.newSupporter('game-link');
  await journey.api.buy(supporter, 'starter');
  const playerId = `dev-${Date.now()}`;
  const client = runGameClient(journey.stack, [
    'link',
    '--platform',
    'dev',
    '--player',
    playerId,
    '--name',
    'Court Vision',
  ]);
  const userCode = (await client.waitForLine(/^User code: /)).replace('User code: ', '');

  const { page } = await journey.signedIn(supporter);
  await page.setViewportSize(MOBILE);
  await page.goto('/link');
  await page.getByLabel('Code').fill(userCode.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await see(page, GAME_MESSAGES.linkQuestion);
  await see(page, 'Court Vision');
  await expectNoSidewaysScroll(page, '/link at 390 px');
  await screenshot(page, 'link-question-390');
  await page.getByRole('button', { name: 'Link' }).click();
  await see(page, GAME_MESSAGES.linked);
  await page.setViewportSize(DESKTOP);

  const linked = await client.waitForLine(/^Linked: /);
  assert.equal(linked, `Linked: starter (${entitlementOf('starter').join(', ')})`);
  assert.equal(await client.exited, 0, 'the client ends once linked');

  const changes = runGameClient(journey.stack, ['changes']);
  assert.equal(await changes.exited, 0);
  const change = changes.lines
    .filter((line) => line.startsWith('200 '))
    .flatMap((line) => (JSON.parse(line.slice(4)) as { changes: { id: string; playerId: string }[] }).changes)
    .find((each) => each.playerId === playerId);
  assert.ok(change, `the feed carries the link of ${playerId}`);
  const delivered = runGameClient(journey.stack, ['deliver', change.id]);
  assert.equal(await delivered.exited, 0);
  assert.deepEqual(delivered.lines, ['200 {"delivered":1}']);

  await page.goto('/dashboard');
  await seeHeading(page, 'Dashboard');
  await see(page, 'Delivered to your game account on', { partial: true });
  const me = await journey.api.me(supporter);
  assert.deepEqual(
    me.gameAccounts?.map((account) => [account.platform, account.playerId, account.lastDeliveredAt !== null]),
    [['dev', playerId, true]],
  );
}
