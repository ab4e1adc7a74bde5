/** Messages of the tier setup screen (docs/product.md §Error catalogue), and its own words for a load that failed. */
export const TIER_SUBMISSION_MESSAGES = {
  submitted: 'Information submitted successfully!',
  /** Any failure but the lock, whose own message the form shows. */
  submitFailed: 'Failed to submit information. Please try again.',
  /** The tier could not be read (the toast; the log says it too). */
  loadFailed: 'Failed to load tier information',
  loading: 'Loading tier information...',
  /** The error state under the toast, with a Retry button. */
  loadError: 'We could not load your tier information.',
} as const;
