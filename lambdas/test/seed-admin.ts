import { recordTwoStepChange } from '../src/data/account-standing';
import { ADMIN } from './auth-server';
import { seedUser } from './seed';

/** When the test admins turned two-step sign-in on through the store: before any test token was made. */
const ENROLLED_AT = new Date('2026-01-01T00:00:00.000Z');

/**
 * Records on a seeded user's profile that they turned two-step sign-in on through the store at `at`,
 * as `PUT /me/two-step` records it: the admin area lets in an admin's session only from a sign-in at
 * or after that time (lib/admin-two-step.ts).
 */
export async function seedTwoStepOn(userId: string, at = ENROLLED_AT): Promise<void> {
  await recordTwoStepChange(userId, at, null, true);
}

/**
 * The test admin (`tokens.admin`'s user) as the admin area needs them: signed up, with two-step
 * sign-in turned on through the store before their tokens were made. Without it every admin route
 * refuses them, as it refuses a real admin the store has no record of.
 */
export async function seedAdmin(email = 'coach@example.com', userId = ADMIN): Promise<void> {
  await seedUser(userId, email);
  await seedTwoStepOn(userId);
}
