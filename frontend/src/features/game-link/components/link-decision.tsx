import type { PendingLinkResponse } from '@shared/api/types/game';
import { formatUserCode } from '@shared/game-codes';
import { GAME_MESSAGES, PLATFORM_NAMES } from '@shared/game-messages';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { useRetryWait } from '@/lib/use-retry-wait';
import { useDecideLinkRequest } from '../api/decide-link-request';
import { linkErrorMessage } from './link-error-message';

interface LinkDecisionProps {
  userCode: string;
  request: PendingLinkResponse;
  /** Back to the code field, for another code. */
  onStartOver: () => void;
}

/** The game account a code stands for, the question, and Link / Cancel; then what was decided. */
export function LinkDecision({ userCode, request, onStartOver }: LinkDecisionProps) {
  const decide = useDecideLinkRequest();
  // Decisions count against the same limit as codes: past it, Link and Cancel wait for the 429's Retry-After.
  const wait = useRetryWait(decide.error);
  const held = decide.isPending || wait !== null;

  if (decide.isSuccess) {
    return decide.data.linked ? (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-lg font-semibold text-text">
          {GAME_MESSAGES.linked}
        </p>
        <LinkButton to={paths.dashboard} className="self-start">
          {m.dashboard_link_go_to_dashboard()}
        </LinkButton>
      </div>
    ) : (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-text">
          {GAME_MESSAGES.cancelled}
        </p>
        <Button variant="outline" className="self-start" onClick={onStartOver}>
          {m.dashboard_link_another_code()}
        </Button>
      </div>
    );
  }

  const choose = (decision: 'link' | 'cancel') => decide.mutate({ userCode, decision });

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[7rem_1fr] gap-3">
        <dt className="text-sm font-semibold text-text-muted">{m.dashboard_link_code()}</dt>
        <dd className="font-mono text-text">{formatUserCode(userCode)}</dd>
        <dt className="text-sm font-semibold text-text-muted">{m.dashboard_link_platform()}</dt>
        <dd className="text-text">{PLATFORM_NAMES[request.platform]}</dd>
        <dt className="text-sm font-semibold text-text-muted">{m.dashboard_link_player()}</dt>
        <dd className="break-all text-text">{request.displayName}</dd>
      </dl>
      <p className="text-sm text-text-muted">{GAME_MESSAGES.ownCodeOnly}</p>
      <p className="text-lg font-semibold text-text">{GAME_MESSAGES.linkQuestion}</p>
      {decide.error && (
        <p role="alert" className="text-sm text-danger">
          {linkErrorMessage(decide.error)}
        </p>
      )}
      {wait && <p className="text-sm text-text-muted">{wait}</p>}
      <div className="flex flex-wrap gap-3">
        <Button disabled={held} onClick={() => choose('link')}>
          {decide.isPending && decide.variables.decision === 'link'
            ? m.dashboard_link_linking()
            : m.dashboard_link_link()}
        </Button>
        <Button variant="outline" disabled={held} onClick={() => choose('cancel')}>
          {m.dashboard_link_cancel()}
        </Button>
      </div>
    </div>
  );
}
