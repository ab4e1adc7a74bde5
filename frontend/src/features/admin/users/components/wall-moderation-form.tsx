import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { LIMITS } from '@shared/schemas/messages';
import { wallModerationSchema } from '@shared/schemas/wall';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useModerateWall } from '../api/moderate-wall';

/** The admin's hide (or show again) of a user's place on the gym wall, with the reason kept. */
export function WallModerationForm({ userId, hidden }: { userId: string; hidden: boolean }) {
  const moderate = useModerateWall();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = !hidden;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = wallModerationSchema.safeParse({ hidden: hide, reason });
    if (!parsed.success) return setError(firstFieldError(parsed.error).reason ?? null);
    setError(null);
    moderate.mutate(
      { userId, moderation: parsed.data },
      {
        onSuccess: () => {
          setReason('');
          toast.success(hide ? ADMIN_MESSAGES.wallHidden : ADMIN_MESSAGES.wallShown);
        },
        onError: () => toast.error(ADMIN_MESSAGES.wallUpdateFailed),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <Field
        label={hide ? 'Reason for hiding' : 'Reason for showing again'}
        error={error}
        hint="Kept with the change; the supporter sees only that the nickname is hidden."
      >
        <Textarea
          name="reason"
          rows={2}
          maxLength={LIMITS.wallReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant={hide ? 'danger' : 'secondary'}
        size="sm"
        className="self-start"
        disabled={moderate.isPending}
      >
        {moderate.isPending ? 'Saving...' : hide ? 'Hide from Gym Wall' : 'Show on Gym Wall'}
      </Button>
    </form>
  );
}
