/**
 * The codes Cognito asks the store to send: the same words the user pool used to send itself, in the
 * store's layout. The code is decrypted by the sender at send time and reaches the template through
 * the context, never through the stored message.
 */
import type { AccountCodePurpose } from '../data/outbox-messages';
import { escapeHtml, page } from './email-html';
import type { EmailContext, MessageOf, RenderedEmail } from './rendered-email';

/** A code email rendered without its code: the sender decrypts it first. */
class MissingAccountCodeError extends Error {
  constructor() {
    super('An account code email is rendered only with its decrypted code');
    this.name = 'MissingAccountCodeError';
  }
}

interface CodeWords {
  subject: string;
  /** The sentence that carries the code. */
  line: (code: string, to: string) => string;
  /** What to do when the email was not expected. */
  unasked: string;
}

const WORDS: Record<AccountCodePurpose, CodeWords> = {
  // Sign-up, a new code for it, and confirming a changed address: the pool's verification message.
  verification: {
    subject: 'Your D1 Gang verification code',
    line: (code) => `Your D1 Gang verification code is ${code}`,
    unasked: 'If you did not ask for this code, you can ignore this email.',
  },
  'password-reset': {
    subject: 'Your D1 Gang password reset code',
    line: (code) => `Your D1 Gang password reset code is ${code}`,
    unasked: 'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  },
  // An account made by an operator: Cognito's own invitation, with the temporary password as the code.
  invitation: {
    subject: 'Your D1 Gang account',
    line: (code, to) => `Your username is ${to} and temporary password is ${code}`,
    unasked: 'Sign in with it on the site; you will choose your own password then.',
  },
};

export function accountCodeEmail(message: MessageOf<'account-code'>, links: EmailContext): RenderedEmail {
  const code = links.accountCode;
  if (!code) throw new MissingAccountCodeError();
  const words = WORDS[message.purpose];
  const line = words.line(code, message.to);
  const text = [line, '', words.unasked, '', 'The D1 Gang team'].join('\n');
  const html = page(
    words.subject,
    [
      `<p>${escapeHtml(line)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:0.2em;margin:16px 0">${escapeHtml(code)}</p>`,
      `<p style="color:#A1A1B0">${escapeHtml(words.unasked)}</p>`,
      '<p>The D1 Gang team</p>',
    ].join('\n'),
  );
  return { to: message.to, subject: words.subject, text, html };
}
