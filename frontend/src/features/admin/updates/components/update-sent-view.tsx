import type { AdminUpdate } from '@shared/updates';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageHeader, SectionTitle } from '../../components/page-header';
import { formatDate } from '../../lib/format-date';
import { audienceLabel } from '../lib/audience';
import { publicUpdatePath } from '../lib/public-update-path';
import { UpdatePaused } from './update-paused';
import { UpdateProgress } from './update-progress';
import { UpdateRenderingCard } from './update-rendering-card';
import { UpdateStatusBadge } from './update-status-badge';

/** An update being sent or sent: read-only, with the send's live figures and, once public, its page. */
export function UpdateSentView({ update }: { update: AdminUpdate }) {
  const deliveryId = useId();
  const publicPage = update.status === 'sent' && !update.supportersOnly && update.slug;
  return (
    <>
      <PageHeader title={update.subject}>
        <UpdateStatusBadge status={update.status} />
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card role="region" aria-labelledby={deliveryId}>
          <CardHeader>
            <SectionTitle id={deliveryId}>Delivery</SectionTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {update.sentAt && <p className="font-semibold text-text">{`Sent on ${formatDate(update.sentAt)}`}</p>}
            {update.status === 'sending' && update.sendStartedAt && (
              <p className="font-semibold text-text">{`Sending since ${formatDate(update.sendStartedAt)}`}</p>
            )}
            {update.status === 'sending' && update.resumesAt && <UpdatePaused resumesAt={update.resumesAt} />}
            <dl className="flex flex-wrap gap-1 text-sm">
              <dt className="text-text-muted">Audience</dt>
              <dd className="text-text">{audienceLabel(update.audienceTierId)}</dd>
            </dl>
            {update.supportersOnly && (
              <p className="text-sm text-text">Supporters only (not on the public updates page)</p>
            )}
            {publicPage && (
              <a
                href={publicUpdatePath(publicPage)}
                className="self-start text-sm font-semibold text-accent hover:underline"
              >
                View the public page
              </a>
            )}
            <UpdateProgress progress={update.progress} />
          </CardContent>
        </Card>
        <UpdateRenderingCard update={update} />
      </div>
    </>
  );
}
