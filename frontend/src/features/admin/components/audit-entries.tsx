import type { AuditEntry } from '@shared/api/types/admin';
import { formatGoalDollars } from '@shared/goals';
import { getTier, isTierId } from '@shared/tiers';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useLogLoadError } from '@/lib/use-log-load-error';
import type { AuditFilter } from '../api/admin-keys';
import { useAudit } from '../api/get-audit';
import {
  AUDIT_ACTION_LABELS,
  auditActorLabel,
  auditChanges,
  auditReasonLabel,
  auditSummary,
} from '../lib/audit-labels';
import { LoadMoreButton } from './load-more-button';
import { EmptyState } from './page-header';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface AuditEntriesProps {
  filter?: AuditFilter;
  /** Name the record each entry concerns (the store-wide log); a record's own log leaves it out. */
  showSubject?: boolean;
  enabled?: boolean;
}

/** Admin actions newest first, as stacked cards (they read the same at 390 px and 1280 px), with Load more. */
export function AuditEntries({ filter = {}, showSubject = false, enabled = true }: AuditEntriesProps) {
  const audit = useAudit(filter, { enabled });
  useLogLoadError(audit.error, 'audit log');
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];

  if (audit.isError && entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-6">
        <p className="text-text-muted">The audit log could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => audit.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (audit.isPending) return enabled ? <Loading text="Loading..." /> : null;
  if (entries.length === 0) return <EmptyState>No admin actions yet</EmptyState>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} showSubject={showSubject} />
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={audit.hasNextPage}
        isFetchingNextPage={audit.isFetchingNextPage}
        fetchNextPage={audit.fetchNextPage}
      />
    </>
  );
}

function AuditEntryCard({ entry, showSubject }: { entry: AuditEntry; showSubject: boolean }) {
  const changes = auditChanges(entry);
  const summary = auditSummary(entry);
  const reason = auditReasonLabel(entry);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-text">
          {AUDIT_ACTION_LABELS[entry.action]}
          {isTierId(entry.after.tierId) && ` · ${getTier(entry.after.tierId).name}`}
        </p>
        <time dateTime={entry.at} className="text-sm text-text-muted">
          {when.format(new Date(entry.at))}
        </time>
      </div>
      <p className="text-sm break-words text-text-muted">
        by {auditActorLabel(entry)}
        {showSubject && (
          <>
            {' · '}
            <AuditSubjectName entry={entry} />
          </>
        )}
      </p>
      {summary && <p className="text-sm break-words text-text">{summary}</p>}
      {changes.length > 0 && (
        <dl className="flex flex-col gap-1 text-sm">
          {changes.map((change) => (
            <div key={change.label} className="flex flex-wrap gap-x-2">
              <dt className="text-text-muted">{change.label}:</dt>
              <dd className="break-words text-text">
                {change.before} → {change.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {reason && <p className="text-sm break-words text-text">Reason: {reason}</p>}
    </li>
  );
}

/** The record an entry concerns, linked to where the panel shows it. */
function AuditSubjectName({ entry }: { entry: AuditEntry }) {
  const { to, name } = subjectLink(entry);
  return (
    <Link to={to} className="text-accent underline">
      {name}
    </Link>
  );
}

/** A goal as the audit log names it: by its amount (as it was, for a deletion), or the list for a reorder. */
function goalName(entry: AuditEntry): string {
  if (entry.action === 'goal_reordered') return 'Goal order';
  const amount = entry.after.amountCents ?? entry.before.amountCents;
  return typeof amount === 'number' ? `Goal ${formatGoalDollars(amount)}` : 'Goal';
}

function subjectLink(entry: AuditEntry): { to: string; name: string } {
  const { type, id } = entry.subject;
  const named = (field: string) => (typeof entry.after[field] === 'string' ? String(entry.after[field]) : id);
  switch (type) {
    case 'user':
      return { to: paths.admin.user(id), name: `User ${id}` };
    case 'game_key':
      return { to: paths.admin.gameKeys, name: `Game key ${named('name')}` };
    case 'update':
      return { to: paths.admin.update(id), name: `Update ${named('subject')}` };
    case 'creator_code':
      return { to: paths.admin.creatorCodes, name: `Creator code ${id}` };
    case 'goal':
      return { to: paths.admin.goals, name: goalName(entry) };
    case 'contact':
      return { to: paths.admin.contactSubmission(id), name: `Contact ${id}` };
  }
}
