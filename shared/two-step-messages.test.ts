import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from './two-step-messages';

describe('two-step sign-in messages', () => {
  it('are the words the issue asks for', () => {
    expect(TWO_STEP_MESSAGES.invalidCode).toBe('Invalid code. Please try again.');
  });

  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('accepts %j as a code: %s', (code, valid) => {
    expect(TOTP_CODE_PATTERN.test(code)).toBe(valid);
  });
});
