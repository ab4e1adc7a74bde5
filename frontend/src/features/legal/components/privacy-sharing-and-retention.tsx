import { PRIVACY_PERIODS } from '@shared/privacy-periods';

/** /privacy section 7: who else receives your data. */
export function PrivacyRecipients() {
  return (
    <section>
      <h2>7. Who else receives your data</h2>
      <ul>
        <li>
          Amazon Web Services, which hosts the store: its database, sign-in (Amazon Cognito), email (Amazon SES) and
          logs;
        </li>
        <li>Stripe, for payments (section 2);</li>
        <li>Meta, when the pixel runs (section 3);</li>
        <li>
          the game's servers, for each game account you link: your tier, its rewards, your nickname and jersey name, and
          every change to them;
        </li>
        <li>everyone who visits the gym wall, only if you choose to appear on it (section 12);</li>
        <li>YouTube, if you play the video.</li>
      </ul>
      <p>A creator code's report counts its uses and amounts; it names no buyer.</p>
    </section>
  );
}

/** /privacy section 8: how long each kind of data is kept (shared/privacy-periods.ts). */
export function PrivacyRetention() {
  const { logDays, ipCountMinutes, linkRequestMinutes, backupDays } = PRIVACY_PERIODS;
  return (
    <section>
      <h2>8. How long we keep it</h2>
      <ul>
        <li>
          Unless this section says otherwise, what section 1 lists is kept while your account exists; section 11 says
          what deleting it removes and what it keeps.
        </li>
        <li>Server logs: for {logDays} days, then they are deleted.</li>
        <li>
          Contact messages sent without signing in, and link codes typed, are counted against your IP address in{' '}
          {ipCountMinutes}-minute windows; each count expires {ipCountMinutes} minutes after its window ends and is then
          deleted automatically.
        </li>
        <li>A game's link request expires after {linkRequestMinutes} minutes and is then deleted automatically.</li>
        <li>
          Our database's backups let us restore it as it was at any time in the last {backupDays} days, so what was
          deleted stays in them for up to {backupDays} days.
        </li>
        <li>
          Contact messages sent without an account, purchase records, copies of the emails we sent and our audit log
          have no set end date.
        </li>
        <li>
          Purchase records, with the billing country and the tax of each payment, are kept for at least as long as tax
          law requires us to keep invoices and tax records (usually several years), even after you delete your account
          (section 11).
        </li>
      </ul>
    </section>
  );
}
