import { formatCount } from '@shared/counts';
import type { AdminCreatorCode } from '@shared/creator-codes';
import { formatCents } from '@shared/money';
import { formatDate } from '../../lib/format-date';
import { creatorCodeState } from '../lib/creator-code-state';
import { CreatorCodeStateBadge } from './creator-code-state-badge';
import { CreatorCodeStatusDialog } from './creator-code-status-dialog';

function usesText({ report, maxUses }: AdminCreatorCode): string {
  const uses = formatCount(report.uses);
  return maxUses === null ? `${uses}, no cap` : `${uses} of ${formatCount(maxUses)}`;
}

/** One figure of a row: its label over its value, so a phone wraps whole figures. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-text-muted">{label}</dt>
      <dd className="tabular font-semibold text-text">{value}</dd>
    </div>
  );
}

/** One creator code: who it is for, its discount and state, its limits, what it brought in, and Pause or Resume. */
export function CreatorCodeRow({ creatorCode }: { creatorCode: AdminCreatorCode }) {
  const { report } = creatorCode;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-mono text-lg font-bold break-all text-text">{creatorCode.code}</h4>
            <CreatorCodeStateBadge state={creatorCodeState(creatorCode)} />
          </div>
          <p className="text-sm break-words text-text-muted">
            <span className="text-text">{creatorCode.creatorName}</span> · <span>{creatorCode.percentOff}% off</span>
          </p>
        </div>
        <CreatorCodeStatusDialog creatorCode={creatorCode} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Uses" value={usesText(creatorCode)} />
        <Figure label="Expires" value={creatorCode.expiresAt ? formatDate(creatorCode.expiresAt) : 'Never'} />
        <Figure label="Gross" value={formatCents(report.grossCents)} />
        <Figure label="Discounts given" value={formatCents(report.discountCents)} />
        <Figure label="Refunds" value={formatCents(report.refundedCents)} />
        <Figure label="Net revenue" value={formatCents(report.netCents)} />
      </dl>
    </li>
  );
}
