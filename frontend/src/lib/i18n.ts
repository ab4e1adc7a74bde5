/** The store's messages as typed functions (shared/i18n/messages, compiled by `npm run messages`). */
export { m } from '@shared/i18n/paraglide/messages.js';
