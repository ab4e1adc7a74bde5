import type { MeResponse } from '@shared/api/types/account';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { getTier } from '@shared/tiers';
import { WALL_MESSAGES } from '@shared/wall-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/api/get-me';
import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useWall } from '../api/get-wall';
import { wallCountText } from '../lib/wall-html';
import { WallNames } from './wall-names';
import { WallSkeleton } from './wall-skeleton';

/** A signed-in supporter's line above the wall: where they are on it, or how to get on it. */
function OwnSpotNote({ me }: { me: MeResponse }) {
  const spot = me.wall?.spot ?? null;
  if (spot) {
    return (
      <p role="status" className="rounded-lg border border-accent bg-surface-raised p-4 text-text">
        {messageParts((marks) => m.wall_on_the_wall(marks), {
          tier: <strong>{getTier(spot.tierId).name}</strong>,
          nickname: <strong>{spot.nickname}</strong>,
        })}
      </p>
    );
  }
  if (me.wall?.hidden)
    return <p className="rounded-lg border border-border p-4 text-text-muted">{WALL_MESSAGES.hiddenByAdmin}</p>;
  if (!me.tierId) return null;
  return (
    <p className="rounded-lg border border-border p-4 text-text-muted">
      {messageParts((marks) => m.wall_not_on_wall(marks), {
        link: (
          <Link
            to={me.submission ? paths.profile : paths.tierSubmission}
            className="rounded font-semibold text-accent underline"
          >
            {me.submission ? m.wall_turn_on_in_profile() : m.wall_complete_setup()}
          </Link>
        ),
      })}
    </p>
  );
}

/**
 * /wall: the public gym wall, every supporter who opted in, grouped by tier, MVP first; `goals` is the
 * community goals' figures (the goals feature), shown above the names.
 */
export function WallScreen({ goals = null }: { goals?: ReactNode }) {
  const wall = useWall();
  const me = useMe();

  useLogLoadError(wall.error, 'the gym wall');

  return (
    <div className="relative overflow-hidden">
      {/* The arena: a hardwood glow under the lights. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(ellipse_at_top,rgb(255_107_26/0.22),transparent_70%)]"
      />
      <div className="relative mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 md:px-6 md:py-14">
        <header className="flex flex-col gap-3">
          <h1 className="font-display text-5xl text-text uppercase md:text-7xl">{m.wall_title()}</h1>
          <p className="max-w-3xl text-lg text-text-muted">{m.wall_lead()}</p>
          {/* Held before the wall answers (and when it is empty), so nothing under it moves. Its data-
              attribute, and the names' below, are where the page's fill script writes (lib/filled-wall.ts). */}
          <p data-testid="wall-count" data-wall-count="" className="font-display text-3xl text-primary tabular">
            {wallCountText(wall.data)}
          </p>
        </header>
        {goals && (
          <section aria-labelledby="wall-goals-title" className="flex flex-col gap-3">
            <h2 id="wall-goals-title" className="font-display text-3xl text-text uppercase">
              {GOAL_MESSAGES.title}
            </h2>
            {goals}
          </section>
        )}
        {me.data && <OwnSpotNote me={me.data} />}
        {/* At least the rest of a first screen in every state, so the note below never moves into view. */}
        <div data-wall-names="" className="flex min-h-[75svh] flex-col">
          {wall.isPending && (
            <>
              <p role="status" className="sr-only">
                {WALL_MESSAGES.loading}
              </p>
              <WallSkeleton />
            </>
          )}
          {wall.isError && <LoadError message={WALL_MESSAGES.loadFailed} onRetry={wall.refetch} />}
          {wall.data && <WallNames wall={wall.data} spot={me.data?.wall?.spot ?? null} />}
        </div>
        <p className="text-sm text-text-muted">
          {WALL_MESSAGES.whatIsShown} {WALL_MESSAGES.howToTakeDown}
        </p>
      </div>
    </div>
  );
}
