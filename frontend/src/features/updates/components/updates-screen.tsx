import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useUpdates } from '../api/get-updates';
import { UpdateBody, UpdateDate } from './update-body';

/** /updates: the development updates, newest first; a supporter also sees the supporters-only ones, marked. */
export function UpdatesScreen() {
  const updates = useUpdates();
  useLogLoadError(updates.error, 'the development updates');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 md:px-6 md:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-5xl text-text uppercase md:text-7xl">{m.updates_title()}</h1>
        <p className="text-lg text-text-muted">{m.updates_lead()}</p>
      </header>
      {updates.isPending && <Loading text={m.updates_loading()} />}
      {updates.isError && (
        <LoadError message={m.updates_load_failed()} onRetry={updates.refetch} retryLabel={m.updates_retry()} />
      )}
      {updates.data?.updates.length === 0 && (
        <p className="rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center font-display text-3xl text-text">
          {m.updates_none()}
        </p>
      )}
      {updates.data && updates.data.updates.length > 0 && (
        <ol className="flex flex-col gap-8">
          {updates.data.updates.map((update) => (
            <li key={update.slug}>
              <article className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
                <div className="flex flex-col gap-2">
                  <h2 className="font-display text-3xl text-text uppercase">
                    <Link to={paths.update(update.slug)} className="rounded hover:text-primary">
                      {update.title}
                    </Link>
                  </h2>
                  <div className="flex flex-wrap items-center gap-3">
                    <UpdateDate update={update} />
                    {update.supportersOnly && <Badge variant="accent">{m.updates_supporters_only_badge()}</Badge>}
                  </div>
                </div>
                <UpdateBody update={update} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
