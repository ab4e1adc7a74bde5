import type { MeResponse } from '@shared/api/types/account';
import { updatesConsentLabel } from '@shared/email-preferences';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useUpdateEmailPreferences } from '@/lib/api/update-email-preferences';
import { toast } from '@/lib/toast';

/** The profile's email section: development updates by email on or off (service emails need no choice). */
export function EmailUpdatesSection({ me }: { me: MeResponse }) {
  const update = useUpdateEmailPreferences();
  const stored = me.emailPreferences?.updates ?? false;
  // While saving, the box shows the choice being saved.
  const checked = update.isPending ? update.variables.updates : stored;

  function choose(updates: boolean) {
    update.mutate(
      { updates, source: 'profile' },
      { onError: () => toast.error('Failed to save your email choice. Please try again.') },
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="font-display text-3xl text-text">Emails</h2>
      <CheckboxField
        name="updates"
        label={updatesConsentLabel()}
        checked={checked}
        disabled={update.isPending}
        onChange={choose}
        hint="Receipts and answers to your tickets are always sent; unsubscribe from updates any time."
      />
    </Card>
  );
}
