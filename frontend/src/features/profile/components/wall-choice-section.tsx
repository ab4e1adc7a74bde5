import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { MeResponse } from '@shared/api/types/account';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';
import { toast } from '@/lib/toast';
import { useUpdateWallChoice } from '../api/update-wall-choice';

/** The profile's gym wall section: a supporter with a setup turns their nickname on the wall on or off. */
export function WallChoiceSection({ me }: { me: MeResponse }) {
  const update = useUpdateWallChoice();
  if (!me.tierId) return null;
  const wall = me.wall ?? { showOnWall: false, hidden: false, spot: null };
  // While saving, the box shows the choice being saved.
  const checked = update.isPending ? update.variables.showOnWall : wall.showOnWall;

  function choose(showOnWall: boolean) {
    update.mutate(
      { showOnWall },
      {
        onSuccess: () => toast.success(WALL_MESSAGES.saved),
        onError: () => toast.error(WALL_MESSAGES.saveFailed),
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-display text-3xl text-text">{m.profile_wall_title()}</h2>
        <Link to={paths.wall} className="rounded text-sm font-semibold text-accent underline">
          {m.profile_wall_see()}
        </Link>
      </div>
      {me.submission ? (
        <CheckboxField
          name="showOnWall"
          label={WALL_MESSAGES.showOnWallLabel}
          checked={checked}
          disabled={update.isPending}
          onChange={choose}
          hint={
            <>
              {messageParts((p) => m.profile_wall_nickname({ nickname: p.nickname }), {
                nickname: <strong className="text-text">{me.submission.nickname}</strong>,
              })}{' '}
              {WALL_MESSAGES.whatIsShown} {WALL_MESSAGES.howToTakeDown}
            </>
          }
        />
      ) : (
        <p className="text-text-muted">
          {ACCOUNT_MESSAGES.wallNeedsSetup}{' '}
          <Link to={paths.tierSubmission} className="rounded font-semibold text-accent underline">
            {m.profile_wall_complete_setup()}
          </Link>
        </p>
      )}
      {wall.hidden && (
        <p role="status" className="rounded-lg border border-warning p-3 text-sm text-text">
          {WALL_MESSAGES.hiddenByAdmin}
        </p>
      )}
    </Card>
  );
}
