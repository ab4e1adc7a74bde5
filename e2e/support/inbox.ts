/** The local stack's mailbox (the SES emulator): what the store sent, read as a person reads their inbox. */

/** An email as the SES emulator's `GET /store` lists it. */
export interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
}

async function emailsTo(emailUrl: string, to: string, subject: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${emailUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(to) && email.subject === subject);
}

/** Waits (polling, no fixed sleep) until the SES emulator holds an email to `to` with this subject. */
export async function waitForEmail(emailUrl: string, to: string, subject: string): Promise<StoredEmail> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const [email] = await emailsTo(emailUrl, to, subject);
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no email "${subject}" reached ${to}`);
}

/** The subject of the sign-up (and address) code emails (lambdas/src/email/account-code-email.ts). */
const VERIFICATION_SUBJECT = 'Your D1 Gang verification code';

/**
 * The code in the newest verification email to `to`, once it has arrived (polling, no fixed sleep):
 * the journeys read it as a person does, so they prove the email went out. `codeLine` finds the code
 * in the email's language (English: "… code is 123456").
 */
export async function emailedCode(
  emailUrl: string,
  to: string,
  subject = VERIFICATION_SUBJECT,
  codeLine = /code is (\S+)/,
): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const newest = (await emailsTo(emailUrl, to, subject)).at(-1);
    const code = codeLine.exec(newest?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no email "${subject}" with a code reached ${to}`);
}
