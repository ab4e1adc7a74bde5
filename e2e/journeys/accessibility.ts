/** Journey 9: no serious or critical axe violation on the main screens, each seen by its usual visitor. */
import assert from 'node:assert/strict';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { seriousViolations } from '../support/accessibility';
import type { Actor } from '../support/browser';
import { seeHeading } from '../support/person';
import { type Journey, newTicket } from './journey-context';
import { wallLoaded } from './wall';

export async function accessibleScreens(journey: Journey): Promise<void> {
  // A supporter with something on each screen: a tier (and upgrades to offer) and a ticket.
  const login = await journey.api.newSupporter('axe');
  await journey.api.buy(login, 'starter');
  await journey.api.openTicket(login, newTicket());
  const visitor = await journey.visitor();
  const supporter = await journey.signedIn(login);
  const admin = await journey.signedIn(journey.admin);

  const screens: Array<[Actor, string, string]> = [
    [visitor, '/', 'Join the D1 Gang'],
    [visitor, '/auth', 'Welcome Back'],
    [visitor, '/wall', 'The Gym Wall'],
    [supporter, '/dashboard', 'Dashboard'],
    [supporter, '/tickets', 'My Tickets'],
    [supporter, '/purchases', 'My Purchases'],
    [supporter, '/contact', 'Contact Us'],
    [supporter, '/tier-submission', 'Tier Setup'],
    [supporter, '/profile', 'Profile'],
    // The overview, users, purchases and contact lists: journey 17, at 390 and 1280 px.
    [admin, '/admin/tax-report', 'Admin Panel'],
  ];
  const found: string[] = [];
  for (const [actor, path, heading] of screens) {
    await actor.page.goto(path);
    await seeHeading(actor.page, heading);
    if (path === '/admin/tax-report') {
      // The page's own title, then the year's figures or the words for a year without any.
      await actor.page.getByRole('heading', { level: 2, name: 'Tax report', exact: true }).waitFor();
      await actor.page
        .getByRole('table', { name: 'Tax report' })
        .or(actor.page.getByText(/^No sales or refunds in \d{4}\.$/))
        .first()
        .waitFor();
    }
    if (path === '/wall') await wallLoaded(actor.page);
    if (path === '/tier-submission' || path === '/profile') {
      await actor.page
        .getByRole('checkbox', { name: WALL_MESSAGES.showOnWallLabel })
        .or(actor.page.getByRole('heading', { name: 'Gym Wall' }))
        .first()
        .waitFor();
    }
    found.push(...(await seriousViolations(actor.page, path)));
  }
  assert.deepEqual(found, [], `serious or critical accessibility violations:\n${found.join('\n')}`);
}
