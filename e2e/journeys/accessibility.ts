/** Journey 9: no serious or critical axe violation on the main screens, each seen by its usual visitor. */
import assert from 'node:assert/strict';
import { seriousViolations } from '../support/accessibility';
import type { Actor } from '../support/browser';
import { seeHeading } from '../support/person';
import { type JourneyContext, seededActor, supporterActor } from './journey-context';

export async function accessibleScreens(context: JourneyContext): Promise<void> {
  const visitor = context.actors.visitor ?? (await context.browser.newActor());
  context.actors.visitor = visitor;
  const supporter = supporterActor(context);
  const admin = await seededActor(context, 'admin');

  const screens: Array<[Actor, string, string]> = [
    [visitor, '/', 'Join the D1 Gang'],
    [visitor, '/auth', 'Welcome Back'],
    [supporter, '/dashboard', 'Dashboard'],
    [supporter, '/tickets', 'My Tickets'],
    [supporter, '/contact', 'Contact Us'],
    [admin, '/admin', 'Admin Panel'],
  ];
  const found: string[] = [];
  for (const [actor, path, heading] of screens) {
    await actor.page.goto(path);
    await seeHeading(actor.page, heading);
    if (path === '/admin') await actor.page.getByRole('heading', { name: 'Total Revenue' }).waitFor();
    found.push(...(await seriousViolations(actor.page, path)));
  }
  assert.deepEqual(found, [], `serious or critical accessibility violations:\n${found.join('\n')}`);
}
