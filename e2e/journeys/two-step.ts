/** Journey 13: the seeded admin signs in with the password and an authenticator code and reaches the overview; 18: a supporter turns two-step sign-in on. */
import assert from 'node:assert/strict';
import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { totpCode } from '../../infra/local/cognito-two-step';
import { enterSignInCode, fillSignIn, see, seeHeading, seePath } from '../support/person';
import type { Journey } from './journey-context';

/** The profile screen's chunk, which alone holds qrcode (checked in the build). */
const PROFILE_CHUNK = /\/assets\/profile-screen[^/]*\.js/;

export async function adminSignsInWithCode(journey: Journey): Promise<void> {
  const { admin } = journey;
  assert.match(admin.totpSecret, /^[A-Z2-7]{16,}$/, 'stack.json holds the admin’s authenticator key');
  const { page, requests } = await journey.visitor();

  // The QR code library lives in the profile screen's chunk: the landing page never loads it.
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.deepEqual(
    requests.filter((url) => PROFILE_CHUNK.test(url)),
    [],
    'the landing page loads no profile code',
  );

  await page.goto('/admin');
  await seeHeading(page, 'Welcome Back');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The password alone does not sign the admin in: the code step comes, and a wrong code is refused.
  await seeHeading(page, 'Two-Step Sign-In');
  const code = page.getByLabel('Authentication code', { exact: true });
  assert.equal(await code.getAttribute('inputmode'), 'numeric');
  assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
  // Half a million away from the app's code: never the code of this step or the ones beside it.
  await code.fill(String((Number(totpCode(admin.totpSecret)) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await see(page, 'Invalid code. Please try again.');
  await seeHeading(page, 'Two-Step Sign-In');

  await enterSignInCode(page, admin.totpSecret);
  await seePath(page, '/admin');
  await seeHeading(page, 'Admin Panel');
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  await see(page, 'Total Revenue');
}

/**
 * Journey 18: a supporter turns two-step sign-in on from the profile; every session is signed out, so
 * the site asks for a sign-in with the new code, which returns to the profile with it on.
 */
export async function supporterTurnsOnTwoStep(journey: Journey): Promise<void> {
  const { api } = journey;
  const supporter = await api.newSupporter('careful');
  const { page } = await journey.signedIn(supporter);

  await page.goto('/profile');
  await seeHeading(page, 'Profile');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const key = page.locator('dt', { hasText: 'Key' }).locator('xpath=following-sibling::dd');
  const secret = ((await key.textContent()) ?? '').trim();
  assert.match(secret, /^[A-Z2-7]{16,}$/, 'the key is shown as text beside the QR code');
  await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();

  // Signed out everywhere, this browser too: sign-in, returning to the profile.
  await seePath(page, '/auth?next=%2Fprofile');
  await see(page, TWO_STEP_MESSAGES.signInAgain);
  await fillSignIn(page, { ...supporter, totpSecret: secret });
  await seePath(page, '/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await see(section, 'ON');
}
