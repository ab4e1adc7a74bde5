// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage, codeResentMessage, signInErrorMessage } from './auth-messages';

describe('auth messages', () => {
  it('are the spec words, and ours for a resent code and a new password', () => {
    expect(AUTH_MESSAGES).toEqual({
      signedIn: 'Signed in successfully!',
      signedUpWithSession: 'Account created! Redirecting to dashboard...',
      signedUpConfirmEmail: 'Account created! Please check your email to confirm.',
      resetSent: 'Password reset email sent! Check your inbox.',
      resetFailed: 'Failed to send password reset email',
      passwordUpdated: 'Password updated. You can sign in with your new password.',
      signedOut: 'Signed out successfully',
      fallback: 'An error occurred',
      badCredentials: 'Incorrect email or password.',
      tooManyAttempts: 'Too many attempts from your network. Please wait a few minutes and try again.',
    });
  });

  it('names the address a new code went to', () => {
    expect(codeResentMessage('fan@example.com')).toBe('A new code is on its way to fan@example.com.');
  });

  it("shows an error's own words, or the generic ones", () => {
    expect(authErrorMessage(new Error('User is disabled.'))).toBe('User is disabled.');
    expect(authErrorMessage('nope')).toBe('An error occurred');
  });

  it("says what to do when the user pool's firewall refused the request, not Cognito's words", () => {
    const blocked = Object.assign(new Error('Request not allowed due to WAF block.'), { name: 'ForbiddenException' });

    expect(authErrorMessage(blocked)).toBe(
      'Too many attempts from your network. Please wait a few minutes and try again.',
    );
    expect(signInErrorMessage(blocked)).toBe(authErrorMessage(blocked));
  });
});
