import { updatesConsentLabel } from '@shared/email-preferences';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useMe } from '@/lib/api/get-me';
import { useUpdateEmailPreferences } from '@/lib/api/update-email-preferences';
import { m } from '@/lib/i18n';

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
        hint={m.checkout_unsubscribe_any_time()}
      />
      {update.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          {m.checkout_email_choice_failed()}
          <Button size="sm" variant="outline" onClick={() => update.mutate(update.variables)}>
            {m.checkout_try_again()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
