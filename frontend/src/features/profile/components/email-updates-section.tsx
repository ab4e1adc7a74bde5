import type { MeResponse } from '@shared/api/types/account';
import { updatesConsentLabel } from '@shared/email-preferences';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useUpdateEmailPreferences } from '@/lib/api/update-email-preferences';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** The profile's email section: development updates by email on or off (service emails need no choice). */
export function EmailUpdatesSection({ me }: { me: MeResponse }) {
  const update = useUpdateEmailPreferences();
  const stored = me.emailPreferences?.updates ?? false;
  // While saving, the box shows the choice being saved.
  const checked = update.isPending ? update.variables.updates : stored;

  function choose(updates: boolean) {
    update.mutate({ updates, source: 'profile' }, { onError: () => toast.error(m.profile_emails_save_failed()) });
  }

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="font-display text-3xl text-text">{m.profile_emails_title()}</h2>
      <CheckboxField
        name="updates"
        label={updatesConsentLabel()}
        checked={checked}
        disabled={update.isPending}
        onChange={choose}
        hint={m.profile_emails_hint()}
      />
    </Card>
  );
}
