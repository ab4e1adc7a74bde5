/**
 * What a person does and sees, in Playwright terms: find things by role, label and visible text,
 * and wait for them rather than for time.
 */
import type { Locator, Page } from 'playwright-core';
import type { Login } from '../../infra/local/cognito-setup';
import { totpCode } from '../../infra/local/cognito-two-step';

/**
 * Waits until this text is visible somewhere on the page (a toast, a heading, a badge): the whole
 * text of an element, or with `partial` a part of one.
 */
export async function see(page: Page | Locator, text: string, { partial = false } = {}): Promise<Locator> {
  const found = page.getByText(text, { exact: !partial }).first();
  await found.waitFor({ state: 'visible' });
  return found;
}

/** Waits for the screen's main heading (level 1) with this name. */
export async function seeHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Waits for the page to be at this path (and query, when given), as the address bar shows it. */
export async function seePath(page: Page, pathAndQuery: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery);
}

/**
 * Signs in on /auth with the form, as a returning user does, and waits for where that leads: the dashboard,
 * or the admin panel for an admin.
 */
export async function signIn(page: Page, login: Login, landsOn: '/dashboard' | '/admin' = '/dashboard'): Promise<void> {
  await page.goto('/auth');
  await fillSignIn(page, login);
  await seePath(page, landsOn);
  await seeHeading(page, landsOn === '/admin' ? 'Admin Panel' : 'Dashboard');
}

/**
 * Fills and sends the sign-in form of the /auth screen the page is on, and for a login with two-step
 * sign-in (every admin) the authenticator code its app would show; where it leads is the caller's to check.
 */
export async function fillSignIn(page: Page, login: Login): Promise<void> {
  await seeHeading(page, 'Welcome Back');
  await page.getByLabel('Email', { exact: true }).fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (login.totpSecret) await enterSignInCode(page, login.totpSecret);
}

/** The sign-in's code step: the current code of the authenticator secret, as a person types it from the app. */
export async function enterSignInCode(page: Page, totpSecret: string): Promise<void> {
  await seeHeading(page, 'Two-Step Sign-In');
  await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(totpSecret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Reads the page's sessionStorage entry (null when absent). */
export function sessionItem(page: Page, key: string): Promise<string | null> {
  // A string expression: this project's Node typings have no DOM `window`.
  return page.evaluate<string | null>(`window.sessionStorage.getItem(${JSON.stringify(key)})`);
}
