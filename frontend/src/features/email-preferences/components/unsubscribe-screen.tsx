import { INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBED_MESSAGE } from '@shared/email-preferences';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=…: the footer link of every development update. Public. Opening it changes
 * nothing (mail scanners follow links); the button sends the unsubscribe.
 */
export function UnsubscribeScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const unsubscribe = useUnsubscribe();
  const failure = !token
    ? INVALID_UNSUBSCRIBE_LINK
    : unsubscribe.error instanceof ApiError
      ? unsubscribe.error.message
      : unsubscribe.error
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <Page title="Unsubscribe">
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
        {unsubscribe.isSuccess ? (
          <p className="text-lg text-text">{UNSUBSCRIBED_MESSAGE}</p>
        ) : (
          <>
            {token && <p className="text-text">Stop getting D1 Gang development updates by email.</p>}
            {failure && (
              <p role="alert" className="text-danger">
                {failure}
              </p>
            )}
            {token && (
              <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                Unsubscribe from development updates
              </Button>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
