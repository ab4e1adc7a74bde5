import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { setEmailPreferences } from '../../data/email-preferences';
import { countSignUp, createProfileOnSignUp, profileLocaleOf } from '../../data/profile';
import { logger } from '../../lib/logger';

/**
 * Cognito post-confirmation trigger: writes the new user's profile (with the language they signed up
 * in, English when it names none of the store's), their opt-in to development updates when the
 * sign-up form's box was ticked (kept on the account since the sign-up; off needs no record), and
 * counts them. Only sign-up confirmations count (a confirmed password reset fires the same trigger). A repeat is a no-op.
 * The profile is written first and on its own; a count that still fails after its retries is
 * logged (the admin's user count is one short) and the confirmation succeeds: Cognito has confirmed
 * the user either way, and failing here would only show them an error for a profile that exists.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { sub, email, locale, [SIGN_UP_CONSENT_ATTRIBUTE]: updatesConsent } = event.request.userAttributes;
  if (!sub || !email) throw new Error('Confirmed user without sub or email');
  // The sign-up's page language (Cognito's `locale` attribute), which anyone calling SignUp may set to anything.
  const created = await createProfileOnSignUp({
    userId: sub,
    email,
    createdAt: new Date().toISOString(),
    locale: profileLocaleOf(locale),
  });
  if (!created) logger.info('Profile already exists', { userId: sub });
  if (updatesConsent === 'true') {
    await setEmailPreferences(sub, true, 'signup', new Date());
  }
  try {
    await countSignUp(sub);
  } catch (error) {
    logger.error('Signed-up user not counted', { userId: sub, error: error as Error });
  }
  return event;
};
