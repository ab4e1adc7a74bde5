import { UPDATES_CONSENT_LABEL } from '@shared/email-preferences';

/** The landing FAQ (10 items: docs/product.md §Landing page). Keep it consistent with the Terms of Service. */
export const FAQ_ITEMS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'When does the game come out?',
    answer: `Release is estimated for 2027. That date is a projection, not a promise: if it moves, we post the new estimate here, and email it to supporters who ticked "${UPDATES_CONSENT_LABEL}".`,
  },
  {
    question: 'Which platforms will it be on?',
    answer:
      'PC first. Console and mobile versions come later; console ports are already in progress, and we will share dates once they are solid.',
  },
  {
    question: 'What is your refund policy?',
    answer:
      'Every package comes with a 30-day money-back guarantee: ask within 30 days of your purchase and you get your money back. After the alpha starts, refunds are handled case by case. Beyond that, purchases are final: your package is delivered at once, so, as you agree at checkout, the EU and UK right of withdrawal ends when you pay. The Terms of Service explain how the two fit. Reach us through the contact page.',
  },
  {
    question: 'What do I get with a D1 Gang package?',
    answer:
      'The in-game rewards listed on your tier, such as your nickname on the gym wall, exclusive gear and effects. Tiers are cumulative, so each one includes everything from the tiers below it.',
  },
  {
    question: 'Can I upgrade my tier later?',
    answer:
      'Yes. Pick any higher tier from your dashboard and you pay only the difference between the two prices. A tier always counts its full price toward an upgrade, so a Starter bought with a creator code still counts $30. You cannot move down to a lower tier.',
  },
  {
    question: 'When do I get my rewards?',
    answer:
      'Rewards are added to your in-game account when the game releases. Until then your package is recorded on your D1 Gang account, and you can see it on your dashboard at any time.',
  },
  {
    question: 'How do I set my nickname and jersey name?',
    answer:
      'After you buy, open Tier Submission from your dashboard. Every tier asks for a nickname; MVP also asks for the name on the back of your jersey. Once submitted, details are locked: open a support ticket if you need a change.',
  },
  {
    question: 'Can I give my package to someone else?',
    answer:
      'No. Packages and their rewards are tied to the account that bought them and cannot be transferred, resold or gifted after purchase.',
  },
  {
    question: 'Is my payment secure?',
    answer:
      'Payments run on Stripe’s hosted checkout. Your card details go straight to Stripe; we never see or store your card number.',
  },
  {
    question: 'How do I get help?',
    answer:
      'Send us a message from the contact page. When you are signed in, your message becomes a support ticket and you can follow our answer under My Tickets.',
  },
];
