/** The consent checkbox's label on the sign-up form, the payment success page and the profile. */
export const UPDATES_CONSENT_LABEL = 'Email me development updates';

/** What the unsubscribe page says once the unsubscribe went through. */
export const UNSUBSCRIBED_MESSAGE = 'You will no longer receive development updates.';

/** The unsubscribe link's answer when its token is tampered with, another address's, or a deleted account's. */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

/** Where a supporter chose, from their own screens. */
export const CHOSEN_SOURCES = ['signup', 'payment-success', 'profile'] as const;

/** Where a choice came from: the supporter's screens, their unsubscribe link, or SES's bounce and complaint events. */
export type EmailPreferenceSource = (typeof CHOSEN_SOURCES)[number] | 'unsubscribe-link' | 'bounce' | 'complaint';

/** The supporter's email choice: development updates on or off, when and where it was last set (null: never). */
export interface EmailPreferences {
  updates: boolean;
  updatedAt: string | null;
  source: EmailPreferenceSource | null;
}

/**
 * The sign-up form's choice travels to the post-confirmation trigger as this ConfirmSignUp
 * clientMetadata key ('true' when ticked): Cognito and cognito-local both hand it to the trigger.
 */
export const SIGN_UP_CONSENT_METADATA_KEY = 'updatesConsent';
