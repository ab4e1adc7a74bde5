/** Journey 21: the admin writes and sends a development update; a supporter gets it, unsubscribes, and /updates shows it. */
import assert from 'node:assert/strict';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { UPDATE_MESSAGES } from '@shared/updates';
import type { Page } from 'playwright-core';
import { DESKTOP, expectNoSidewaysScroll, MOBILE, screenshot } from '../support/browser';
import { waitForEmail } from '../support/inbox';
import { see, seeHeading } from '../support/person';
import type { Journey } from './journey-context';

const BODY = [
  'The first court is **playable**.',
  '',
  '- Dunks',
  '- Blocks',
  '',
  'Read [the terms](https://d1gang.com/terms).',
].join('\n');

/**
 * Presses Send in the confirmation; another journey opting in between the count and the press makes
 * the store answer that the number changed, and the dialog shows the new number: then press again.
 */
async function confirmSend(page: Page, subject: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByRole('button', { name: 'Send update' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(`Send "${subject}" to`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const outcome = await Promise.race([
      page
        .getByText(UPDATE_MESSAGES.recipientsChanged)
        .waitFor()
        .then(() => 'changed' as const),
      page
        .getByRole('progressbar', { name: 'Send progress' })
        .waitFor()
        .then(() => 'sending' as const),
    ]);
    if (outcome === 'sending') return;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  throw new Error('the recipients kept changing');
}

export async function adminSendsUpdate(journey: Journey): Promise<void> {
  const { api, stack } = journey;
  const supporter = await api.newSupporter('updates');
  await api.buy(supporter, 'starter');
  await api.chooseUpdates(supporter, true);
  const subject = `Court day ${Date.now()}`;

  const { page } = await journey.signedIn(journey.admin);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/updates');
  await page.getByRole('link', { name: 'New update' }).click();
  await page.getByRole('heading', { name: 'New update' }).waitFor();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill(BODY);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/admin\/updates\/[0-9A-Z]{26}$/);

  await page.getByRole('button', { name: 'Preview' }).click();
  const html = page.frameLocator('iframe[title="Email (HTML) preview"]');
  await html.getByRole('listitem').filter({ hasText: 'Blocks' }).waitFor();
  assert.equal(await html.getByRole('link', { name: 'the terms' }).getAttribute('href'), 'https://d1gang.com/terms');
  await screenshot(page, 'update-compose-1280');
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await see(page, 'Read the terms (https://d1gang.com/terms).', { partial: true });
  await page.setViewportSize(MOBILE);
  await expectNoSidewaysScroll(page, 'the update compose page at 390 px');
  await screenshot(page, 'update-compose-390');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await see(page, UPDATE_MESSAGES.testSent, { partial: true });
  await waitForEmail(stack.email.url, journey.admin.email, subject);

  await confirmSend(page, subject);
  await see(page, 'Sent on', { partial: true });
  await screenshot(page, 'update-progress-1280');
  await page.setViewportSize(MOBILE);
  await expectNoSidewaysScroll(page, 'the update progress page at 390 px');
  await screenshot(page, 'update-progress-390');

  const email = await waitForEmail(stack.email.url, supporter.email, subject);
  assert.match(email.body.html ?? '', /<li>Dunks<\/li>\s*<li>Blocks<\/li>/);
  assert.ok(email.body.text?.includes('- Dunks\n- Blocks'), 'the plain text keeps the list');
  const headers = new Map((email.headers ?? []).map((header) => [header.name, header.value]));
  assert.equal(headers.get('List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
  assert.match(headers.get('List-Unsubscribe') ?? '', /^<https?:\/\/.+\/api\/email\/unsubscribe\?token=.+>$/);
  const unsubscribeUrl = /https?:\/\/\S+\/unsubscribe\?token=[^\s)\]>"]+/.exec(email.body.text ?? '')?.[0];
  assert.ok(unsubscribeUrl, 'the email links to the unsubscribe page');

  const reader = await journey.visitor();
  await reader.page.goto(new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search);
  await reader.page.getByRole('button', { name: 'Unsubscribe from development updates' }).click();
  await see(reader.page, m.profile_unsubscribe_updates_done());
  assert.equal((await api.me(supporter)).emailPreferences?.updates, false);

  for (const [viewport, width] of [
    [MOBILE, 390],
    [DESKTOP, 1280],
  ] as const) {
    await reader.page.setViewportSize(viewport);
    await reader.page.goto('/updates');
    await seeHeading(reader.page, 'Development Updates');
    await reader.page.getByRole('heading', { name: subject }).waitFor();
    await expectNoSidewaysScroll(reader.page, `/updates at ${width} px`);
    await screenshot(reader.page, `updates-${width}`);
  }

  const sent = (await api.adminUpdates(journey.admin)).find((update) => update.subject === subject);
  assert.ok(sent?.slug, 'the sent update has its public address');
  const served = await (await fetch(`${stack.siteUrl}/updates/${sent.slug}`)).text();
  assert.ok(served.includes(`<meta property="og:title" content="${subject}`), 'the page HTML carries its og:title');
  assert.ok(served.includes('Dunks'), 'the page HTML carries the update before any script runs');
}
