import { updatesConsentLabel } from '@shared/email-preferences';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useMe } from '@/lib/api/get-me';
import { useUpdateEmailPreferences } from '@/lib/api/update-email-preferences';

/** The payment success page's development updates choice: the stored one, saved as soon as it changes. */
export function EmailUpdatesChoice() {
  const me = useMe();
  const update = useUpdateEmailPreferences();
  const stored = me.data?.emailPreferences?.updates ?? false;
  // While saving, the box shows the choice being saved.
  const checked = update.isPending ? update.variables.updates : stored;

  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        name="updates"
        label={updatesConsentLabel()}
        checked={checked}
        disabled={!me.isSuccess || update.isPending}
        onChange={(updates) => update.mutate({ updates, source: 'payment-success' })}
        hint="Unsubscribe any time."
      />
      {update.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          Failed to save your email choice.
          <Button size="sm" variant="outline" onClick={() => update.mutate(update.variables)}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
