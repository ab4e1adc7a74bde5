/**
 * Where each Lambda's handler lives. CDK bundles these entries; the local stack imports them.
 * Every module exports `handler`.
 */
import type { Area } from '@shared/api/routes';

export const HTTP_ENTRIES: Record<Area, string> = {
  account: 'lambdas/src/handlers/account/index.ts',
  contact: 'lambdas/src/handlers/contact/index.ts',
  checkout: 'lambdas/src/handlers/checkout/index.ts',
  admin: 'lambdas/src/handlers/admin/index.ts',
  game: 'lambdas/src/handlers/game/index.ts',
};

export const STRIPE_EVENTS_ENTRY = 'lambdas/src/handlers/stripe-events/index.ts';
export const POST_CONFIRMATION_ENTRY = 'lambdas/src/handlers/cognito/post-confirmation.ts';
export const CUSTOM_EMAIL_SENDER_ENTRY = 'lambdas/src/handlers/cognito/custom-email-sender.ts';
export const RECONCILER_ENTRY = 'lambdas/src/handlers/reconciler/index.ts';
export const EMAIL_SENDER_ENTRY = 'lambdas/src/handlers/email-sender/index.ts';
export const SES_EVENTS_ENTRY = 'lambdas/src/handlers/ses-events/index.ts';
export const UPDATE_SENDER_ENTRY = 'lambdas/src/handlers/update-sender/index.ts';
export const SETUP_REMINDERS_ENTRY = 'lambdas/src/handlers/setup-reminders/index.ts';
export const UPDATE_PAGES_ENTRY = 'lambdas/src/handlers/update-pages/index.ts';
export const GOAL_PAGES_ENTRY = 'lambdas/src/handlers/goal-pages/index.ts';
