import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { LIMITS } from '@shared/schemas/messages';
import { wallModerationSchema } from '@shared/schemas/wall';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useModerateWall } from '../api/moderate-wall';
import { SectionTitle } from './page-header';

type UserWall = NonNullable<AdminUserDetailResponse['wall']>;

/** The user's place on the public gym wall, and the admin's hide / show with a reason kept. */
export function UserWallCard({ userId, wall }: { userId: string; wall: UserWall | undefined }) {
  const titleId = useId();
  const state = wall ?? { showOnWall: false, hidden: false, hiddenReason: null };
  const moderate = useModerateWall();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = !state.hidden;

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
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader row>
        <SectionTitle id={titleId}>Gym Wall</SectionTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant={state.showOnWall ? 'accent' : 'outline'}>
            {state.showOnWall ? 'Opted in' : 'Not opted in'}
          </Badge>
          {state.hidden && <Badge variant="danger">Hidden by admin</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state.hidden && state.hiddenReason && (
          <p className="text-sm text-text-muted">
            Reason: <span className="text-text">{state.hiddenReason}</span>
          </p>
        )}
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
      </CardContent>
    </Card>
  );
}
