import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { formatCents } from '@shared/money';
import { TIER_SUBMISSION_MESSAGES } from '@shared/tier-submission-messages';
import { findTier, type Tier } from '@shared/tiers';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/api/get-me';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { TierSubmissionForm } from './tier-submission-form';

/** /tier-submission: the setup (nickname, MVP jersey name) for the user's highest tier. */
export function TierSubmissionScreen() {
  const me = useMe();
  const navigate = useNavigate();
  const reported = useRef(false);
  const back = <BackLink to={paths.dashboard}>{m.dashboard_back()}</BackLink>;
  useLogLoadError(me.error, 'tier information');

  useEffect(() => {
    if (reported.current) return;
    if (me.isError) {
      reported.current = true;
      toast.error(TIER_SUBMISSION_MESSAGES.loadFailed);
    } else if (me.data && !me.data.tierId) {
      reported.current = true;
      toast.error(ACCOUNT_MESSAGES.noTier);
      navigate(paths.dashboard, { replace: true });
    }
  }, [me.isError, me.data, navigate]);

  if (me.isPending || (me.data && !me.data.tierId)) return <Loading text={TIER_SUBMISSION_MESSAGES.loading} />;
  if (me.isError) {
    return (
      <Page title={m.dashboard_setup_title()} before={back}>
        <LoadError message={TIER_SUBMISSION_MESSAGES.loadError} onRetry={me.refetch} />
      </Page>
    );
  }

  const tier = me.data.tierId ? findTier(me.data.tierId) : undefined;
  if (!tier) {
    return (
      <Page title={m.dashboard_setup_title()} before={back}>
        <p className="text-text-muted">{m.dashboard_setup_none()}</p>
      </Page>
    );
  }

  return (
    <Page title={m.dashboard_setup_title()} subtitle={m.dashboard_setup_subtitle()} before={back}>
      <TierSummary tier={tier} />
      <Card className="p-6">
        <TierSubmissionForm
          tier={tier}
          submission={me.data.submission}
          earlier={me.data.earlierSubmission ?? null}
          showOnWall={me.data.wall?.showOnWall ?? false}
        />
      </Card>
    </Page>
  );
}

/** The tier being set up: name, price, how many benefits, and what happens to the details once submitted. */
function TierSummary({ tier }: { tier: Tier }) {
  return (
    <Card className="flex flex-col gap-3 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-display text-4xl text-text">{tier.name}</h2>
        <span className="tabular text-2xl font-bold text-text">{formatCents(tier.priceCents)}</span>
      </div>
      <Badge variant="secondary" className="self-start">
        {m.dashboard_setup_benefits({ count: tier.benefits.length })}
      </Badge>
      <p className="text-sm text-text-muted">
        {tier.setupFields.includes('jerseyBackName') ? m.dashboard_setup_notice_jersey() : m.dashboard_setup_notice()}
      </p>
    </Card>
  );
}
