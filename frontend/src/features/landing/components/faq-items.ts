import { updatesConsentLabel } from '@shared/email-preferences';
import { m } from '@/lib/i18n';

type Message = () => string;

const ITEMS: ReadonlyArray<[id: string, question: Message, answer: Message]> = [
  ['release', m.landing_faq_release_q, () => m.landing_faq_release_a({ consent: updatesConsentLabel() })],
  ['platforms', m.landing_faq_platforms_q, m.landing_faq_platforms_a],
  ['refund', m.landing_faq_refund_q, m.landing_faq_refund_a],
  ['package', m.landing_faq_package_q, m.landing_faq_package_a],
  ['upgrade', m.landing_faq_upgrade_q, m.landing_faq_upgrade_a],
  ['rewards', m.landing_faq_rewards_q, m.landing_faq_rewards_a],
  ['nickname', m.landing_faq_nickname_q, m.landing_faq_nickname_a],
  ['transfer', m.landing_faq_transfer_q, m.landing_faq_transfer_a],
  ['payment', m.landing_faq_payment_q, m.landing_faq_payment_a],
  ['help', m.landing_faq_help_q, m.landing_faq_help_a],
];

/**
 * The landing FAQ (10 items: docs/product.md §Landing page). Keep it consistent with the Terms of Service.
 * Getters: each item reads its words in the page's language.
 */
export const FAQ_ITEMS: ReadonlyArray<{ id: string; readonly question: string; readonly answer: string }> = ITEMS.map(
  ([id, question, answer]) => ({
    id,
    get question() {
      return question();
    },
    get answer() {
      return answer();
    },
  }),
);
