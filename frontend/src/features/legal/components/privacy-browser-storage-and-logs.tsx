import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';
import { Code } from './legal-parts';

/** /privacy section 5: what the store keeps in your browser, and the video's host. */
export function PrivacyBrowserStorage() {
  return (
    <section>
      <h2>{m.legal_privacy_browser_heading()}</h2>
      <p>{m.legal_privacy_browser_lead()}</p>
      <ul>
        <li>{m.legal_privacy_browser_sign_in()}</li>
        <li>{m.legal_privacy_browser_session()}</li>
        <li>
          {messageParts((markers) => m.legal_privacy_browser_meta(markers), {
            fbp: <Code>_fbp</Code>,
            fbc: <Code>_fbc</Code>,
          })}
        </li>
      </ul>
      <p>
        {messageParts((markers) => m.legal_privacy_browser_video(markers), {
          videoHost: <Code>youtube-nocookie.com</Code>,
        })}
      </p>
    </section>
  );
}

/** /privacy section 6: what the API's and servers' logs keep. */
export function PrivacyServerLogs() {
  return (
    <section>
      <h2>{m.legal_privacy_logs_heading()}</h2>
      <p>{m.legal_privacy_logs_p1()}</p>
    </section>
  );
}
