/**
 * Journey 17: the admin panel on a phone: cards with every field readable, no sideways scroll, focus.
 * Then between phone and desktop with the sidebar open, and on a desktop: nothing scrolls sideways.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../../infra/local/wait';
import { seriousViolations } from '../support/accessibility';
import { DESKTOP, expectNoSidewaysScroll, MOBILE, screenshot } from '../support/browser';
import { see, seeHeading, seePath } from '../support/person';
import { type Journey, newTicket } from './journey-context';

/** Each admin list page, the accessible name of its card list, and its title. */
const LIST_PAGES = [
  { path: '/admin', list: 'Recent Purchases', title: 'Dashboard Overview', shot: 'overview' },
  { path: '/admin/users', list: 'Users', title: 'Users', shot: 'users' },
  { path: '/admin/purchases', list: 'Purchases', title: 'Purchases', shot: 'purchases' },
] as const;

export async function adminOnPhone(journey: Journey): Promise<void> {
  const { api, admin } = journey;
  // A supporter with a long email and a ticket with a long name: the fields most likely to be squeezed.
  const supporter = await api.newSupporter('a-supporter-with-a-rather-long-email-address');
  await api.buy(supporter, 'mvp');
  const ticket = { ...newTicket(), name: `Alexandria Montgomery-Featherstonehaugh ${Date.now()}` };
  await api.openTicket(supporter, ticket);

  const { page } = await journey.signedIn(admin);
  await page.setViewportSize(MOBILE);

  // The account menu leads an admin to the panel.
  await page.goto('/');
  await seeHeading(page, 'Join the D1 Gang');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await seePath(page, '/admin');
  await seeHeading(page, 'Admin Panel');
  await expectFocusOn(page, 'Dashboard Overview');

  const violations: string[] = [];
  for (const { path, list, title, shot } of LIST_PAGES) {
    await page.goto(path);
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
    const cards = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
    await cards.first().waitFor();
    assert.equal(await page.getByRole('table').count(), 0, `${path}: no table below 768 px`);
    await expectEveryFieldVisible(cards, path);
    await expectNoSidewaysScroll(page, path);
    violations.push(...(await seriousViolations(page, `${path} at 390 px`)));
    await screenshot(page, `phone-admin-${shot}-390`);
  }

  // The supporter's own card: every field, the long email whole.
  await page.goto('/admin/users');
  await page.getByLabel('Search users by email').fill(supporter.email);
  await see(page, 'All Users (1)');
  const card = page.getByRole('list', { name: 'Users', exact: true }).getByRole('listitem');
  await see(card, supporter.email);
  await see(card, 'MVP');
  await expectEveryFieldVisible(card, 'the searched user');

  // From the keyboard: the card's email link opens the user, and focus starts at the page title.
  const link = card.getByRole('link', { name: supporter.email });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'User Details' }).waitFor();
  await expectFocusOn(page, 'User Details');
  await see(page, supporter.email);
  // The sidebar shows Users as the section of the user's page.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sheet = page.getByRole('dialog');
  const usersLink = sheet.getByRole('link', { name: 'Users', exact: true });
  assert.equal(await usersLink.getAttribute('data-section'), 'current');
  assert.equal(await usersLink.getAttribute('aria-current'), null);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await expectFocused(page.getByRole('button', { name: 'Toggle sidebar' }), 'the toggle after Escape');
  await expectNoSidewaysScroll(page, 'user detail');
  violations.push(...(await seriousViolations(page, 'user detail at 390 px')));
  await screenshot(page, 'phone-admin-user-detail-390');

  // Contact Submissions: the name on its own line, email and date labelled, opened from the keyboard.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Contact Submissions' }).click();
  await expectFocusOn(page, 'Contact Submissions');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: ticket.name }) });
  await row.waitFor();
  await expectEveryFieldVisible(row, 'the ticket');
  const name = row.getByText(ticket.name, { exact: true });
  const nameBox = await name.boundingBox();
  assert.ok(nameBox && nameBox.width > 200, `the submitter's name is readable (${nameBox?.width ?? 0} px wide)`);
  await row.getByRole('button', { name: ticket.name }).focus();
  await page.keyboard.press('Enter');
  await see(row, ticket.subject);
  await expectNoSidewaysScroll(page, 'contact submissions');
  violations.push(...(await seriousViolations(page, '/admin/contact at 390 px')));
  await screenshot(page, 'phone-admin-contact-390');

  // 900 px with the sidebar open: each list has about 540 px, too little for the purchases table with
  // the long email; a list is a table only where the table fits, so no card scrolls sideways.
  await page.setViewportSize({ width: 900, height: 800 });
  for (const { path, list, title } of LIST_PAGES) {
    await page.goto(path);
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
    await page
      .getByRole('table', { name: list, exact: true })
      .or(page.getByRole('list', { name: list, exact: true }))
      .waitFor();
    await expectNoSidewaysScroll(page, `${path} at 900 px`);
    await expectNoBoxScrollingSideways(page, `${path} at 900 px`);
  }

  // The same pages at 1280 px: tables again, and still clean for axe.
  await page.setViewportSize(DESKTOP);
  for (const { path, title, shot } of [
    ...LIST_PAGES,
    { path: '/admin/contact', title: 'Contact Submissions', shot: 'contact' },
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
    await page
      .getByRole(path === '/admin/contact' ? 'list' : 'table')
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page, `${path} at 1280 px`);
    await expectNoBoxScrollingSideways(page, `${path} at 1280 px`);
    violations.push(...(await seriousViolations(page, `${path} at 1280 px`)));
    await screenshot(page, `phone-admin-${shot}-1280`, { fitWindow: true });
  }
  assert.deepEqual(violations, [], `serious or critical accessibility violations:\n${violations.join('\n')}`);
}

/** One card as the page lays it out: its right edge and each field value's box and text. */
interface CardLayout {
  right: number;
  fields: Array<{ text: string; width: number; height: number; right: number }>;
}

/** The little of the DOM the measuring below uses (the e2e code is type-checked without the DOM library). */
interface Laid {
  getBoundingClientRect(): { width: number; height: number; right: number };
  textContent: string | null;
}
interface CardElement extends Laid {
  querySelectorAll(selectors: string): Iterable<Laid>;
}

/**
 * Every card's field values (`<dd>`, role definition) measured in one call to the browser, where three
 * per field (its box, its text, the card's box) added up over lists that hold every supporter the
 * stack's other journeys made.
 */
function cardLayouts(cards: CardElement[]): CardLayout[] {
  return cards.map((card) => ({
    right: card.getBoundingClientRect().right,
    fields: Array.from(card.querySelectorAll('dd, [role="definition"]'), (value) => {
      const box = value.getBoundingClientRect();
      return { text: value.textContent ?? '', width: box.width, height: box.height, right: box.right };
    }),
  }));
}

/** Every field value of every card has a size on screen: nothing squeezed to nothing or hidden. */
async function expectEveryFieldVisible(cards: Locator, where: string): Promise<void> {
  const layouts = await cards.evaluateAll(cardLayouts);
  assert.ok(layouts.length > 0, `${where}: some cards`);
  layouts.forEach(({ right, fields }, i) => {
    assert.ok(fields.length > 0, `${where}: card ${i + 1} has fields`);
    for (const { text, width, height, right: fieldRight } of fields) {
      assert.ok(width > 0 && height > 0, `${where}: card ${i + 1} field '${text}' is visible`);
      // Nothing runs past the card's right edge.
      assert.ok(fieldRight <= right + 1, `${where}: '${text}' fits its card`);
    }
  });
}

/** No box in the page scrolls sideways either (a table wider than its card); waits out a re-layout. */
async function expectNoBoxScrollingSideways(page: Page, where: string): Promise<void> {
  const scrolling = `[...document.querySelectorAll('main *')]
    .filter((box) => ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth)
    .map((box) => box.scrollWidth + ' px in ' + box.clientWidth + ' px')`;
  await eventually(async () =>
    assert.deepEqual(await page.evaluate<string[]>(scrolling), [], `${where}: a box scrolls sideways`),
  );
}

/** The page's title heading has focus, as after a route change. */
async function expectFocusOn(page: Page, title: string): Promise<void> {
  await expectFocused(page.getByRole('heading', { name: title, exact: true }), `the heading '${title}'`);
}

async function expectFocused(target: Locator, what: string): Promise<void> {
  await target.waitFor();
  const focused = target.and(target.page().locator(':focus'));
  await eventually(async () => assert.equal(await focused.count(), 1, `focus is on ${what}`));
}
