import { ACCOUNT_MESSAGES } from './account-messages';

describe('account messages', () => {
  it('are the spec words', () => {
    expect(ACCOUNT_MESSAGES).toEqual({
      noTier: 'Please purchase a tier first',
      submissionLocked: 'Your tier information is already submitted. Please open a support ticket to change it.',
      wallNeedsSetup: 'Complete your tier setup first: the wall shows its nickname.',
    });
  });
});
