import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from './account-messages';

describe('account messages', () => {
  it('are the spec words', () => {
    expect(ACCOUNT_MESSAGES).toEqual({
      noTier: 'Please purchase a tier first',
      tooManyAttempts: 'Too many attempts. Please try again later.',
      submissionLocked: 'Your tier information is already submitted. Please open a support ticket to change it.',
      nicknameLocked:
        'Your nickname is already submitted and stays the same for every tier. Please open a support ticket to change it.',
      deletedAccount: 'Deleted account',
      typeDelete: 'Type DELETE to confirm.',
      wrongPassword: 'Incorrect password. Please try again.',
      accountDeleted: 'Your account has been deleted.',
      deleteFailed: 'Failed to delete your account. Please try again.',
      downloadFailed: 'Failed to download your data. Please try again.',
      wallNeedsSetup: 'Complete your tier setup first: the wall shows its nickname.',
    });
    expect(DELETE_CONFIRMATION_WORD).toBe('DELETE');
  });
});
