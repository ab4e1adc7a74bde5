import { readUnsubscribeToken, UNSUBSCRIBE_PAGE_COPY } from '@shared/unsubscribe-links';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { m } from '@/lib/i18n';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=…: the footer link of every development update and setup reminder, and where
 * the List-Unsubscribe URL sends a browser. Public. Opening it changes nothing (mail scanners follow
 * links); the button sends the unsubscribe. The token names what it stops; a token that names nothing
 * readable is offered as an updates link, and the API answers whether it is valid.
 */
export function UnsubscribeScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const copy = UNSUBSCRIBE_PAGE_COPY[(token && readUnsubscribeToken(token)?.purpose) || 'updates'];
  const unsubscribe = useUnsubscribe();
  const failure = !token
    ? m.profile_unsubscribe_invalid_link()
    : unsubscribe.error instanceof ApiError
      ? unsubscribe.error.message
      : unsubscribe.error
        ? m.profile_unsubscribe_failed()
        : null;

  return (
    <Page title={m.layout_title_unsubscribe()}>
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
        {unsubscribe.isSuccess ? (
          <p className="text-lg text-text">{copy.done}</p>
        ) : (
          <>
            {token && <p className="text-text">{copy.intro}</p>}
            {failure && (
              <p role="alert" className="text-danger">
                {failure}
              </p>
            )}
            {token && (
              <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                {copy.button}
              </Button>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
