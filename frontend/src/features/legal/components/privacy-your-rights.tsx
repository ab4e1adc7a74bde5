import { PrivacyAccountDeletion, PrivacyDataDownload } from './privacy-download-and-deletion';
import { PrivacyChanges, PrivacyGymWall } from './privacy-wall-and-changes';

/** /privacy sections 10 to 13: the data download, account deletion, the gym wall, and changes to the policy. */
export function PrivacyYourRights() {
  return (
    <>
      <PrivacyDataDownload />
      <PrivacyAccountDeletion />
      <PrivacyGymWall />
      <PrivacyChanges />
    </>
  );
}
