import { formatCount } from '@shared/counts';
import type { AdminUpdate } from '@shared/updates';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '../../lib/format-date';
import { audienceLabel } from '../lib/audience';
import { UpdateStatusBadge } from './update-status-badge';

/** One update in the list: its subject (the link to its page), status, audience, dates and, once sending, how many went out. */
export function UpdateRow({ update }: { update: AdminUpdate }) {
  const { progress } = update;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.admin.update(update.id)}
          className="min-w-0 font-semibold break-words text-text underline-offset-4 hover:text-primary hover:underline"
        >
          {update.subject}
        </Link>
        <UpdateStatusBadge status={update.status} />
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-text-muted">Audience</dt>
          <dd className="text-text">{audienceLabel(update.audienceTierId)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-text-muted">Created</dt>
          <dd className="text-text">{formatDate(update.createdAt)}</dd>
        </div>
        {update.sentAt && (
          <div className="flex gap-1">
            <dt className="text-text-muted">Sent on</dt>
            <dd className="text-text">{formatDate(update.sentAt)}</dd>
          </div>
        )}
        {update.status !== 'draft' && (
          <div className="flex gap-1">
            <dt className="text-text-muted">Emails sent</dt>
            <dd className="text-text tabular-nums">{`${formatCount(progress.sent)} of ${formatCount(progress.queued)}`}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
