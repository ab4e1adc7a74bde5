import * as m from './i18n/paraglide/messages/_index.js';

/** The consent checkbox's label on the sign-up form, the payment success page and the profile, in the page's language. */
export function updatesConsentLabel(): string {
  return m.common_updates_consent();
}

/** The unsubscribe link's answer when its token is tampered with, another address's, or a deleted account's, in the caller's language. */
export function invalidUnsubscribeLink(): string {
  return m.account_unsubscribe_link_invalid();
}

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
 * The sign-up form's choice, kept on the account from the sign-up itself as this immutable Cognito
 * custom attribute ('true' when ticked), so it survives a confirmation on a later visit, in another
 * browser or by the API: the post-confirmation trigger reads it from the user's attributes.
 */
export const SIGN_UP_CONSENT_ATTRIBUTE = 'custom:updates_consent';
