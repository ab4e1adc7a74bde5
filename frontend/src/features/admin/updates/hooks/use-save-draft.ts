import type { UpdateDraftInput } from '@shared/schemas/updates';
import type { AdminUpdate } from '@shared/updates';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateUpdate } from '../api/create-update';
import { useEditUpdate } from '../api/edit-update';

const SAVE_FAILED = 'Failed to save the draft';

/**
 * Saving a checked draft: PUT for a saved one (`onStored` gets what the server kept), POST for a new
 * one, whose page then opens. A refusal is kept to show in the form's own words.
 */
export function useSaveDraft(saved: AdminUpdate | undefined, onStored: (update: AdminUpdate) => void) {
  const navigate = useNavigate();
  const create = useCreateUpdate();
  const edit = useEditUpdate();
  const [serverError, setServerError] = useState<string | null>(null);

  const onError = (failure: Error) => {
    setServerError(failure instanceof ApiError ? failure.message : SAVE_FAILED);
    toast.error(SAVE_FAILED);
  };

  const save = (draft: UpdateDraftInput) => {
    setServerError(null);
    if (saved) {
      edit.mutate(
        { updateId: saved.id, draft },
        {
          onSuccess: (answer) => {
            onStored(answer.update);
            toast.success('Draft saved');
          },
          onError,
        },
      );
    } else {
      create.mutate(draft, {
        onSuccess: (answer) => {
          toast.success('Draft saved');
          navigate(paths.admin.update(answer.update.id), { replace: true });
        },
        onError,
      });
    }
  };

  return { save, serverError, saving: create.isPending || edit.isPending };
}
