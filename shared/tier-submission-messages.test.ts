import { TIER_SUBMISSION_MESSAGES } from './tier-submission-messages';

describe('tier setup messages', () => {
  it('are the spec words, and ours for the screen that could not load', () => {
    expect(TIER_SUBMISSION_MESSAGES).toEqual({
      submitted: 'Information submitted successfully!',
      submitFailed: 'Failed to submit information. Please try again.',
      loadFailed: 'Failed to load tier information',
      loading: 'Loading tier information...',
      loadError: 'We could not load your tier information.',
    });
  });
});
