import { FAQ_ITEMS } from './faq-items';

describe('the FAQ refund answer', () => {
  it('names the 30-day guarantee, the case-by-case rule after alpha, and why purchases are otherwise final, as the Terms do', () => {
    const refund = FAQ_ITEMS.find((item) => item.question === 'What is your refund policy?');

    expect(refund?.answer).toBe(
      'Every package comes with a 30-day money-back guarantee: ask within 30 days of your purchase and you get your money back. After the alpha starts, refunds are handled case by case. Beyond that, purchases are final: your package is delivered at once, so, as you agree at checkout, the EU and UK right of withdrawal ends when you pay. The Terms of Service explain how the two fit. Reach us through the contact page.',
    );
  });
});
