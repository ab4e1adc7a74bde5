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
