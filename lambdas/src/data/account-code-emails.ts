/**
 * The code emails Cognito's custom email sender trigger queues (sign-up, reset, address change,
 * invitation). Cognito may invoke the trigger again for the same code (its asynchronous retries), so
 * the email is named after the code's ciphertext: a repeat meets its own outbox item and writes nothing.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '@shared/locales';
import { newOutboxEmail, outboxPut } from './outbox';
import type { AccountCodePurpose } from './outbox-messages';
import { isConditionFailedTransaction, transactWrite } from './transactions';

export interface AccountCode {
  to: string;
  purpose: AccountCodePurpose;
  /** Cognito's ciphertext of the code (base64): new for every code, the same on every retry of one. */
  encryptedCode: string;
  /** The user the code is for, so an account deletion withdraws an email still pending. */
  userId: string | null;
  /** The language the user signed up in, kept with the email (a sign-up's code goes before its profile exists). */
  locale?: Locale;
}

/** The outbox id of a code's email: the same for every invocation about the same code. */
function codeEmailId(code: AccountCode): string {
  return `CODE${createHash('sha256').update(code.encryptedCode).digest('hex').slice(0, 40)}`;
}

/** Queues the code's email; false when an earlier invocation already queued it. */
export async function queueAccountCodeEmail(code: AccountCode, now: Date): Promise<boolean> {
  const message = {
    template: 'account-code' as const,
    to: code.to,
    purpose: code.purpose,
    encryptedCode: code.encryptedCode,
    ...(code.locale ? { locale: code.locale } : {}),
  };
  try {
    await transactWrite([outboxPut(newOutboxEmail(message, now, code.userId, codeEmailId(code)))]);
    return true;
  } catch (error) {
    if (isConditionFailedTransaction(error)) return false;
    throw error;
  }
}
