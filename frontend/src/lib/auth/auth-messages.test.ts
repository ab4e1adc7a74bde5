// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  codeResentMessage,
  isAlreadyConfirmed,
  isThrottledByCognito,
  signInErrorMessage,
} from './auth-messages';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

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
      busy: 'Lots of people are joining right now. Please try again in a minute.',
      tooManyTries: 'Too many tries for this account. Please wait a few minutes and try again.',
      confirmedSignIn: 'Your account is confirmed. Sign in to continue.',
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

  it("says the store is busy for Cognito's throttle after its retries, never 'Rate exceeded'", () => {
    const throttled = named('TooManyRequestsException', 'Rate exceeded');

    expect(authErrorMessage(throttled)).toBe('Lots of people are joining right now. Please try again in a minute.');
    expect(signInErrorMessage(throttled)).toBe(authErrorMessage(throttled));
  });

  it("says to wait for Cognito's per-account limit, not its own words", () => {
    const limited = named('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

    expect(authErrorMessage(limited)).toBe('Too many tries for this account. Please wait a few minutes and try again.');
    expect(signInErrorMessage(limited)).toBe(authErrorMessage(limited));
  });

  it('tells the throttle that passes in seconds from the limits that do not', () => {
    expect(isThrottledByCognito(named('TooManyRequestsException', 'Rate exceeded'))).toBe(true);
    expect(isThrottledByCognito(named('LimitExceededException', 'Attempt limit exceeded'))).toBe(false);
    expect(isThrottledByCognito(named('ForbiddenException', 'Request not allowed due to WAF block.'))).toBe(false);
    expect(isThrottledByCognito('Rate exceeded')).toBe(false);
  });

  it('knows a code sent for an account that is already confirmed', () => {
    const confirmed = named('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');

    expect(isAlreadyConfirmed(confirmed)).toBe(true);
    expect(isAlreadyConfirmed(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(false);
    expect(isAlreadyConfirmed(named('CodeMismatchException', 'Current status is CONFIRMED'))).toBe(false);
  });
});
