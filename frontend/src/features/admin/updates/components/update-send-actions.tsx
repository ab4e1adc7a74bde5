import type { AdminUpdate } from '@shared/updates';
import { SectionTitle } from '../../components/page-header';
import { SendTestButton } from './send-test-button';
import { SendUpdateDialog } from './send-update-dialog';

/** A saved draft's way out: a test to the admin, then the real send. Both send the saved version only. */
export function UpdateSendActions({ update, unsaved }: { update: AdminUpdate; unsaved: boolean }) {
  return (
    <section aria-label="Send" className="flex flex-col gap-3 border-t border-border pt-5">
      <SectionTitle>Send</SectionTitle>
      {unsaved && <p className="text-sm text-warning">Save your changes before sending.</p>}
      <div className="flex flex-wrap items-start gap-3">
        <SendTestButton updateId={update.id} disabled={unsaved} />
        <SendUpdateDialog update={update} disabled={unsaved} />
      </div>
    </section>
  );
}
