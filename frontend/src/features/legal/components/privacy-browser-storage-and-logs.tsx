/** /privacy section 5: what the store keeps in your browser, and the video's host. */
export function PrivacyBrowserStorage() {
  return (
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
        <code>youtube-nocookie.com</code>, only when you press play; YouTube’s own privacy policy applies from then. Our
        team’s admin panel keeps one cookie that remembers whether its sidebar is open.
      </p>
    </section>
  );
}

/** /privacy section 6: what the API's and servers' logs keep. */
export function PrivacyServerLogs() {
  return (
    <section>
      <h2>6. Server logs</h2>
      <p>
        Our API's access logs keep each request's client IP address and browser user agent, with its time, the route and
        the result; our servers' own logs may name your account id. They keep the store secure and help us fix problems.
        To limit abuse, contact messages sent without signing in, and link codes typed on the site, are counted against
        the IP address they come from.
      </p>
    </section>
  );
}
