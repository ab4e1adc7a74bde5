/** Signing the bench's browser in, as a person does on /auth, for the parts that measure signed-in pages. */
import type { Page } from 'playwright-core';
import { fillSignIn, seeHeading } from '../e2e/support/person';
import type { Login } from '../infra/local/cognito-setup';

/** Signs in on `page` and waits for the dashboard it lands on; the session stays in the page's storage. */
export async function signInOn(page: Page, siteUrl: string, login: Login): Promise<void> {
  page.setDefaultTimeout(60_000);
  await page.goto(`${siteUrl}/auth`);
  await fillSignIn(page, login);
  await seeHeading(page, 'Dashboard');
}
