import { updateDraftSchema, updatePreviewSchema } from '@shared/schemas/updates';
import type { TierId } from '@shared/tiers';
import type { AdminUpdate } from '@shared/updates';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateUpdate } from '../api/create-update';
import { useEditUpdate } from '../api/edit-update';
import { usePreviewUpdate } from '../api/preview-update';

const SAVE_FAILED = 'Failed to save the draft';

/** The form's fields as typed; the audience select's empty value is "everyone who opted in". */
interface DraftFields {
  subject: string;
  bodyMarkdown: string;
  audienceTierId: TierId | '';
  supportersOnly: boolean;
}

function fieldsOf(update: AdminUpdate | undefined): DraftFields {
  return {
    subject: update?.subject ?? '',
    bodyMarkdown: update?.bodyMarkdown ?? '',
    audienceTierId: update?.audienceTierId ?? '',
    supportersOnly: update?.supportersOnly ?? false,
  };
}

function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    a.subject === b.subject &&
    a.bodyMarkdown === b.bodyMarkdown &&
    a.audienceTierId === b.audienceTierId &&
    a.supportersOnly === b.supportersOnly
  );
}

/**
 * A draft being written: its fields checked with the API's own schema, saved with POST (a new draft,
 * whose page then opens) or PUT, and previewed by the server. `unsaved` holds sending until saved.
 */
export function useUpdateForm(saved: AdminUpdate | undefined) {
  const navigate = useNavigate();
  const create = useCreateUpdate();
  const edit = useEditUpdate();
  const preview = usePreviewUpdate();
  const [fields, setFields] = useState(() => fieldsOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <Name extends keyof DraftFields>(name: Name, value: DraftFields[Name]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const onError = (failure: Error) => {
    setServerError(failure instanceof ApiError ? failure.message : SAVE_FAILED);
    toast.error(SAVE_FAILED);
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateDraftSchema.safeParse({ ...fields, audienceTierId: fields.audienceTierId || null });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    setServerError(null);
    if (saved) {
      edit.mutate(
        { updateId: saved.id, draft: parsed.data },
        {
          onSuccess: (answer) => {
            setFields(fieldsOf(answer.update));
            toast.success('Draft saved');
          },
          onError,
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: (answer) => {
          toast.success('Draft saved');
          navigate(paths.admin.update(answer.update.id), { replace: true });
        },
        onError,
      });
    }
  };

  const onPreview = () => {
    const parsed = updatePreviewSchema.safeParse({ subject: fields.subject, bodyMarkdown: fields.bodyMarkdown });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    preview.mutate(parsed.data);
  };

  return {
    fields,
    set,
    errors,
    serverError,
    saving: create.isPending || edit.isPending,
    unsaved: saved === undefined || !sameFields(fields, fieldsOf(saved)),
    onSave,
    onPreview,
    preview,
  };
}
