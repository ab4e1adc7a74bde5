import { normalizeUserCode } from '@shared/game-codes';
import { GAME_MESSAGES } from '@shared/game-messages';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useLinkRequest } from '../api/get-link-request';
import { LinkCodeForm } from './link-code-form';
import { LinkDecision } from './link-decision';
import { isCodeRefusal } from './link-error-message';

/**
 * /link: the supporter types the code their game shows (with or without the hyphen, any case, filled
 * in from `?code=`), sees which game account it is and links it or cancels.
 */
export function LinkScreen() {
  const [searchParams] = useSearchParams();
  const [typed, setTyped] = useState(searchParams.get('code') ?? '');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [userCode, setUserCode] = useState<string | null>(null);
  const request = useLinkRequest(userCode);
  useLogLoadError(isCodeRefusal(request.error) ? null : request.error, 'link request');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeUserCode(typed);
    setFormatError(code ? null : GAME_MESSAGES.codeFormat);
    // The same code again after a failure: look again (a new code is looked up by its own key).
    if (code !== null && code === userCode) void request.refetch();
    setUserCode(code);
  };

  const startOver = () => {
    setUserCode(null);
    setTyped('');
  };

  return (
    <Page
      title={m.dashboard_link_title()}
      subtitle={m.dashboard_link_subtitle()}
      before={<BackLink to={paths.dashboard}>{m.dashboard_back()}</BackLink>}
    >
      <Card className="flex max-w-xl flex-col gap-5 p-6">
        {userCode && request.data ? (
          <LinkDecision userCode={userCode} request={request.data} onStartOver={startOver} />
        ) : (
          <LinkCodeForm
            typed={typed}
            onType={setTyped}
            formatError={formatError}
            error={request.error}
            checking={request.isFetching}
            onSubmit={submit}
          />
        )}
      </Card>
      <LinkButton to={paths.profile} variant="ghost" className="self-start">
        {m.dashboard_link_accounts()}
      </LinkButton>
    </Page>
  );
}
