/**
 * Journey 29: the store in another language. The public pages are prerendered under each language's
 * prefix with their `<html lang>`, their alternates and a not-found page of their own; a visitor whose
 * browser asks for Spanish is offered the page in Spanish (never sent there), the first press works on
 * the Spanish pages as on the English ones, and the footer's menu leads to the same page in German.
 */
import assert from 'node:assert/strict';
import * as m from '../../shared/i18n/paraglide/messages/_index.js';
import { see, seeHeading, seePath } from '../support/person';
import { APP_STARTED } from './app-start';
import { LOG_PRESSES, load, press } from './first-clicks';
import type { Journey } from './journey-context';

const es = { locale: 'es' } as const;
const de = { locale: 'de' } as const;

/** The page's HTML as the server sends it, with its status. */
async function served(journey: Journey, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, journey.stack.siteUrl));
  return { status: response.status, html: await response.text() };
}

/** A browser whose languages are Spanish first, as a Spanish visitor's Accept-Language says. */
const SPANISH_BROWSER = `Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['es-ES', 'es'] });`;

export async function theStoreSpeaksSpanish(journey: Journey): Promise<void> {
  const home = await served(journey, '/es/');
  assert.equal(home.status, 200);
  assert.match(home.html, /<html lang="es">/);
  assert.ok(home.html.includes(`<title>D1 Gang | ${m.site_home_title({}, es)}</title>`), 'the Spanish title');
  assert.ok(home.html.includes(m.landing_hero_title({}, es)), 'the Spanish landing before any script runs');
  for (const [tag, prefix] of [
    ['en', ''],
    ['es', '/es'],
    ['pt-BR', '/pt-br'],
    ['fr', '/fr'],
    ['de', '/de'],
    ['x-default', ''],
  ]) {
    assert.match(home.html, new RegExp(`<link rel="alternate" hreflang="${tag}" href="[^"]+${prefix}/" />`));
  }
  const contact = await served(journey, '/pt-br/contact');
  assert.match(contact.html, /<html lang="pt-BR">/);
  assert.ok(contact.html.includes(`<title>${m.site_contact_title({}, { locale: 'pt-BR' })} | D1 Gang</title>`));
  const missing = await served(journey, '/es/no-such-page');
  assert.equal(missing.status, 404, 'a mistyped Spanish address answers 404');
  assert.ok(missing.html.includes(`<title>${m.site_not_found_title({}, es)} | D1 Gang</title>`));
  const sitemap = await served(journey, '/sitemap.xml');
  assert.ok(sitemap.html.includes('/de/terms</loc>'), 'the sitemap lists the German terms');

  // The English landing offers Spanish to a Spanish browser once the visitor reaches for the page.
  const { page } = await journey.visitor();
  await page.addInitScript(`${SPANISH_BROWSER}\n${LOG_PRESSES}`);
  await load(page, '/');
  await seeHeading(page, 'Join the D1 Gang');
  await page.mouse.move(10, 400);
  const suggestion = page.getByRole('region', { name: m.layout_suggest_label({}, es) });
  await see(suggestion, m.layout_suggest_language({}, es), { partial: true });
  await suggestion.getByRole('link', { name: m.layout_suggest_open({}, es) }).click();
  await seePath(page, '/es/');
  await seeHeading(page, m.landing_hero_title({}, es));
  assert.equal(await page.evaluate('document.documentElement.lang'), 'es');

  // The first press works on the Spanish sign-in page and the contact form, and the address keeps the language.
  await load(page, '/es/auth');
  assert.equal(await page.evaluate(APP_STARTED), false, 'the app has not started on /es/auth before the press');
  await press(page.getByRole('button', { name: m.auth_switch_to_sign_up({}, es), exact: true }));
  await seeHeading(page, m.auth_title_sign_up({}, es));
  assert.match(new URL(page.url()).pathname, /^\/es\/auth$/);
  await load(page, '/es/contact');
  await press(page.getByRole('button', { name: m.contact_send({}, es) }));
  await see(page, m.validation_name_required({}, es));

  // The footer's menu: the same page in German, remembered.
  await page
    .getByRole('navigation', { name: m.layout_language_menu({}, es) })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await seePath(page, '/de/contact');
  await seeHeading(page, m.site_contact_title({}, de));
  assert.equal(await page.evaluate(`localStorage.getItem('d1-locale')`), 'de');
}
