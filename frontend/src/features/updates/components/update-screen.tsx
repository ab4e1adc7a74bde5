import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authPathReturningTo } from '@/lib/auth/return-path';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useUpdate } from '../api/get-update';
import { UpdateBody, UpdateDate } from './update-body';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** /updates/:slug: one update; `notFound` is shown for an update that does not exist. */
export function UpdateScreen({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const location = useLocation();
  const update = useUpdate(slug);
  const status = statusOf(update.error);
  useLogLoadError(status === 404 || status === 403 ? null : update.error, 'a development update');

  if (status === 404) return notFound;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 md:px-6 md:py-14">
      <Link to={paths.updates} className="self-start rounded font-semibold text-accent hover:underline">
        {m.updates_all()}
      </Link>
      {update.isPending && <Loading text={m.updates_loading_one()} />}
      {status === 403 && (
        <div className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
          <p className="text-text">{m.updates_supporters_only()}</p>
          <LinkButton to={authPathReturningTo(location)}>{m.updates_sign_in()}</LinkButton>
        </div>
      )}
      {update.isError && status !== 403 && (
        <LoadError message={m.updates_one_load_failed()} onRetry={update.refetch} retryLabel={m.updates_retry()} />
      )}
      {update.data && (
        <article className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1 className="font-display text-5xl text-text uppercase md:text-6xl">{update.data.update.title}</h1>
            <div className="flex flex-wrap items-center gap-3">
              <UpdateDate update={update.data.update} />
              {update.data.update.supportersOnly && <Badge variant="accent">{m.updates_supporters_only_badge()}</Badge>}
            </div>
          </header>
          <UpdateBody update={update.data.update} />
        </article>
      )}
    </div>
  );
}
