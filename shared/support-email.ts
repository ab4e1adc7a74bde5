/**
 * The store's support mailbox: shown in the footer and on /contact (in the prerendered HTML, so it is
 * there before the app runs), and every cloud stage's inbox for contact notifications (infra/config/stages.ts).
 */
export const SUPPORT_EMAIL = 'support@d1gang.com';
