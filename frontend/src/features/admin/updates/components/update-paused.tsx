/** Day and time as the audit log shows them ("Nov 22, 2026, 6:30 PM"): a pause often ends the same day. */
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A send the job paused because the account's daily SES quota had no room left past the reserve for
 * sign-up and receipt emails; `resumesAt` is the job's estimate (SES's window rolls), and the page's
 * polling shows the send going on once it does.
 */
export function UpdatePaused({ resumesAt }: { resumesAt: string }) {
  return (
    <div role="status" className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <p className="font-semibold text-text">Paused: daily email quota</p>
      <p className="text-sm text-text-muted">{`Resumes around ${dayAndTime.format(new Date(resumesAt))}`}</p>
    </div>
  );
}
