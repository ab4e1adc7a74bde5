import { ADMIN_MESSAGES } from './admin-messages';

describe('admin messages', () => {
  it('are the spec words', () => {
    expect(ADMIN_MESSAGES).toEqual({
      accessDenied: 'Access denied. Admin privileges required.',
      twoStepRequired: 'Two-step sign-in is required for the admin panel.',
      userNotFound: 'User not found',
      contactNotFound: 'Contact submission not found',
      contactChanged: 'The submission was changed by someone else. Please try again.',
    });
  });
});
