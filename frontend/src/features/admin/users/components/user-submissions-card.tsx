import type { TierSubmission } from '@shared/api/types/account';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState, SectionTitle } from '../../components/page-header';
import { formatDate } from '../../lib/format-date';

/** The user's tier setups: what goes into the game at launch. */
export function UserSubmissionsCard({ submissions }: { submissions: TierSubmission[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Tier Submissions</SectionTitle>
      </CardHeader>
      <CardContent>
        {submissions.length === 0 ? (
          <EmptyState>No tier submissions yet</EmptyState>
        ) : (
          <ul className="flex flex-col">
            {submissions.map((submission, index) => (
              <li key={submission.tierId}>
                {index > 0 && <hr className="my-4 border-border" />}
                <SubmissionEntry submission={submission} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SubmissionEntry({ submission }: { submission: TierSubmission }) {
  const updated = submission.updatedAt !== submission.submittedAt;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-text">{submission.tierName}</p>
      <p className="text-sm text-text-muted">
        Submitted {formatDate(submission.submittedAt)}
        {updated && <> · Updated {formatDate(submission.updatedAt)}</>}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {submission.nickname && (
          <div>
            <dt className="text-sm text-text-muted">Nickname</dt>
            <dd className="text-text">{submission.nickname}</dd>
          </div>
        )}
        {submission.jerseyBackName && (
          <div>
            <dt className="text-sm text-text-muted">Jersey Back Name</dt>
            <dd className="text-text">{submission.jerseyBackName}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
