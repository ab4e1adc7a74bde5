import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import { TIER_SUBMISSION_MESSAGES } from '@shared/tier-submission-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSubmitTierSubmission } from '../api/submit-tier-submission';

/**
 * The last look before a tier setup is sent: the checked entries it shows, and their sending once
 * confirmed. Sent, it goes to the dashboard; refused, it closes and says why in a toast.
 */
export function useSubmissionConfirmation() {
  const navigate = useNavigate();
  const submit = useSubmitTierSubmission();
  const [entries, setEntries] = useState<TierSubmissionRequest | null>(null);

  return {
    /** The entries about to be sent; the dialog is open while there are some. */
    entries,
    ask: setEntries,
    cancel: () => setEntries(null),
    confirm: () => (entries ? submit.mutateAsync(entries) : null),
    onSent: () => {
      toast.success(TIER_SUBMISSION_MESSAGES.submitted);
      navigate(paths.dashboard);
    },
    onRefused: (error: unknown) => {
      setEntries(null);
      toast.error(
        error instanceof ApiError && error.status === 409 ? error.message : TIER_SUBMISSION_MESSAGES.submitFailed,
      );
    },
    submitting: submit.isPending,
  };
}

export type SubmissionConfirmation = ReturnType<typeof useSubmissionConfirmation>;
