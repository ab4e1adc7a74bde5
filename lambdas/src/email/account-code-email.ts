/**
 * The codes Cognito asks the store to send: the same words the user pool used to send itself, in the
 * store's layout and the person's language. The code is decrypted by the sender at send time and
 * reaches the template through the context, never through the stored message.
 */
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import type { AccountCodePurpose } from '../data/outbox-messages';
import { escapeHtml, page } from './email-html';
import { signOff } from './order-details';
import type { EmailContext, MessageOf, RenderedEmail } from './rendered-email';

/** A code email rendered without its code: the sender decrypts it first. */
class MissingAccountCodeError extends Error {
  constructor() {
    super('An account code email is rendered only with its decrypted code');
    this.name = 'MissingAccountCodeError';
  }
}

interface CodeWords {
  subject: () => string;
  /** The sentence that carries the code. */
  line: (code: string, to: string) => string;
  /** What to do when the email was not expected. */
  unasked: () => string;
}

/** Read when the email is rendered, so each speaks the language it is rendered in. */
const WORDS: Record<AccountCodePurpose, CodeWords> = {
  // Sign-up, a new code for it, and confirming a changed address: the pool's verification message.
  verification: {
    subject: m.email_code_verification_subject,
    line: (code) => m.email_code_verification_line({ code }),
    unasked: m.email_code_verification_unasked,
  },
  'password-reset': {
    subject: m.email_code_reset_subject,
    line: (code) => m.email_code_reset_line({ code }),
    unasked: m.email_code_reset_unasked,
  },
  // An account made by an operator: Cognito's own invitation, with the temporary password as the code.
  invitation: {
    subject: m.email_code_invitation_subject,
    line: (code, to) => m.email_code_invitation_line({ username: to, code }),
    unasked: m.email_code_invitation_unasked,
  },
};

export function accountCodeEmail(message: MessageOf<'account-code'>, links: EmailContext): RenderedEmail {
  const code = links.accountCode;
  if (!code) throw new MissingAccountCodeError();
  const words = WORDS[message.purpose];
  const subject = words.subject();
  const line = words.line(code, message.to);
  const unasked = words.unasked();
  const text = [line, '', unasked, '', signOff()].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(line)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:0.2em;margin:16px 0">${escapeHtml(code)}</p>`,
      `<p style="color:#A1A1B0">${escapeHtml(unasked)}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
