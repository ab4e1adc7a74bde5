import { PRIVACY_PERIODS } from '@shared/privacy-periods';

/** /privacy sections 5 to 9: browser storage, server logs, who else receives data, how long it is kept, children. */
export function PrivacyStorageAndRetention() {
  const { logDays, ipCountMinutes, linkRequestMinutes, backupDays } = PRIVACY_PERIODS;
  return (
    <>
      <section>
        <h2>5. Cookies and browser storage</h2>
        <p>The store sets no cookies of its own for visitors and supporters. It keeps these in your browser:</p>
        <ul>
          <li>when you sign in, your browser’s local storage keeps your sign-in until you sign out;</li>
          <li>
            for the length of a visit, in session storage (cleared when you close the tab): during a checkout, the tier,
            its price, the time and an event id for the ad pixel; a creator code that came with a link or that you
            applied; and which payments the tab has already announced;
          </li>
          <li>
            Meta's <code>_fbp</code> and <code>_fbc</code> cookies, when the pixel runs (section 3).
          </li>
        </ul>
        <p>
          The gameplay video on the home page loads from YouTube’s privacy-enhanced host,{' '}
          <code>youtube-nocookie.com</code>, only when you press play; YouTube’s own privacy policy applies from then.
          Our team’s admin panel keeps one cookie that remembers whether its sidebar is open.
        </p>
      </section>
      <section>
        <h2>6. Server logs</h2>
        <p>
          Our API's access logs keep each request's client IP address and browser user agent, with its time, the route
          and the result; our servers' own logs may name your account id. They keep the store secure and help us fix
          problems. To limit abuse, contact messages sent without signing in, and link codes typed on the site, are
          counted against the IP address they come from.
        </p>
      </section>
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
            the game's servers, for each game account you link: your tier, its rewards, your nickname and jersey name,
            and every change to them;
          </li>
          <li>everyone who visits the gym wall, only if you choose to appear on it (section 12);</li>
          <li>YouTube, if you play the video.</li>
        </ul>
        <p>A creator code's report counts its uses and amounts; it names no buyer.</p>
      </section>
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
            {ipCountMinutes}-minute windows; each count expires {ipCountMinutes} minutes after its window ends and is
            then deleted automatically.
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
        </ul>
      </section>
      <section>
        <h2>9. Children</h2>
        <p>Our store is not directed at children under 13, and we do not knowingly serve or collect data from them.</p>
      </section>
    </>
  );
}
