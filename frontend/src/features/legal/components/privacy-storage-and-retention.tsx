import { m } from '@/lib/i18n';
import { PrivacyBrowserStorage, PrivacyServerLogs } from './privacy-browser-storage-and-logs';
import { PrivacyRecipients, PrivacyRetention } from './privacy-sharing-and-retention';

/** /privacy sections 5 to 9: browser storage, server logs, who else receives data, how long it is kept, children. */
export function PrivacyStorageAndRetention() {
  return (
    <>
      <PrivacyBrowserStorage />
      <PrivacyServerLogs />
      <PrivacyRecipients />
      <PrivacyRetention />
      <PrivacyChildren />
    </>
  );
}

/** /privacy section 9: the store is not for children under 13. */
function PrivacyChildren() {
  return (
    <section>
      <h2>{m.legal_privacy_children_heading()}</h2>
      <p>{m.legal_privacy_children_p1()}</p>
    </section>
  );
}
