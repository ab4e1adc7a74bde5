import { LOCALES } from '@shared/locales';
import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';
import { queueAccountCodeEmail } from '../../data/account-code-emails';
import type { AccountCodePurpose } from '../../data/outbox-messages';
import { logger } from '../../lib/logger';

/** The codes the store sends, by the trigger source Cognito names; anything else it never asks for. */
const PURPOSES: Partial<Record<CustomEmailSenderTriggerEvent['triggerSource'], AccountCodePurpose>> = {
  CustomEmailSender_SignUp: 'verification',
  CustomEmailSender_ResendCode: 'verification',
  CustomEmailSender_UpdateUserAttribute: 'verification',
  CustomEmailSender_VerifyUserAttribute: 'verification',
  CustomEmailSender_ForgotPassword: 'password-reset',
  CustomEmailSender_AdminCreateUser: 'invitation',
};

/**
 * Cognito's custom email sender trigger: the codes go through the store's outbox, so an email SES
 * refuses (a burst of sign-ups beyond its send rate) stays pending and the sweep sends it, instead of
 * Cognito dropping it unseen. The code is queued as Cognito encrypted it; the sender decrypts it.
 * Cognito invokes it asynchronously: a failure throws, so Lambda tries the same event again (and the
 * function's error alarm tells an operator of one that still fails); a repeat writes nothing new.
 */
export const handler = async (event: CustomEmailSenderTriggerEvent): Promise<CustomEmailSenderTriggerEvent> => {
  const purpose = PURPOSES[event.triggerSource];
  if (!purpose) {
    logger.warn('Cognito asked for an email the store does not send', { triggerSource: event.triggerSource });
    return event;
  }
  const { code, userAttributes } = event.request;
  const to = 'email' in userAttributes ? userAttributes.email : undefined;
  if (!code || !to) throw new Error(`Code email without code or address (${event.triggerSource})`);
  const userId = 'sub' in userAttributes && userAttributes.sub ? userAttributes.sub : null;
  // The sign-up page's language (Cognito's `locale` attribute, which any SignUp caller sets to anything):
  // the email's when the user has no profile yet; none of the store's languages reads as English.
  const locale = LOCALES.find((known) => 'locale' in userAttributes && known === userAttributes.locale);
  const queued = await queueAccountCodeEmail(
    { to, purpose, encryptedCode: code, userId, ...(locale ? { locale } : {}) },
    new Date(),
  );
  if (!queued) logger.info('Code email already queued', { triggerSource: event.triggerSource, userId });
  return event;
};
