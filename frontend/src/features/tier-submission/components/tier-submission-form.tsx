import type { TierSubmission } from '@shared/api/types/account';
import type { Tier } from '@shared/tiers';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';
import { useTierSubmissionForm } from '../hooks/use-tier-submission-form';
import { ConfirmSubmissionDialog } from './confirm-submission-dialog';
import { TierSubmissionFields } from './tier-submission-fields';
import { SubmissionLocked } from './tier-submission-notes';

interface TierSubmissionFormProps {
  tier: Tier;
  submission: TierSubmission | null;
  /** The setup of another tier, submitted before (GET /me's `earlierSubmission`): its nickname is kept. */
  earlier: TierSubmission | null;
  /** The supporter's current wall choice; off for a first setup. */
  showOnWall: boolean;
}

/**
 * Nickname for every tier, jersey back name where the tier asks for it, and the gym wall opt-in, sent
 * after a confirmation; read-only once submitted (the wall choice then lives on the profile). After an
 * upgrade the earlier setup's nickname is kept, read-only, and only what the tier adds is asked.
 */
export function TierSubmissionForm({ tier, submission, earlier, showOnWall: shownBefore }: TierSubmissionFormProps) {
  const form = useTierSubmissionForm(tier, submission, earlier, shownBefore);
  const { kept, complete, confirmation } = form;
  const { submitting } = confirmation;

  return (
    <>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5">
        {complete && kept && (
          <p className="text-text">{m.dashboard_setup_kept_complete({ tier: tier.name, earlier: kept.tierName })}</p>
        )}
        {complete && <SubmissionLocked />}
        <TierSubmissionFields form={form} />
        {!complete && (
          <Button type="submit" size="lg" className="self-start" disabled={submitting}>
            {submitting ? m.dashboard_setup_submitting() : m.dashboard_setup_submit()}
          </Button>
        )}
      </form>
      {/* Beside the form, not in it: the dialog's own form must not submit this one through the React tree. */}
      <ConfirmSubmissionDialog confirmation={confirmation} />
    </>
  );
}
