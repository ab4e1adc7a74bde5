import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createProfileOnSignUp } from '../../data/profile';
import { logger } from '../../lib/logger';

/**
 * Cognito post-confirmation trigger: writes the new user's profile and counts them. Only sign-up
 * confirmations count (a confirmed password reset fires the same trigger). A repeat is a no-op.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { sub, email } = event.request.userAttributes;
  if (!sub || !email) throw new Error('Confirmed user without sub or email');
  const created = await createProfileOnSignUp({ userId: sub, email, createdAt: new Date().toISOString() });
  if (!created) logger.info('Profile already exists', { userId: sub });
  return event;
};
