import { updateDraftSchema, updatePreviewSchema } from '@shared/schemas/updates';
import type { AdminUpdate } from '@shared/updates';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { usePreviewUpdate } from '../api/preview-update';
import { type DraftFields, fieldsOf, sameFields } from '../lib/draft-fields';
import { useSaveDraft } from './use-save-draft';

/**
 * A draft being written: its fields checked with the API's own schema, saved with POST (a new draft,
 * whose page then opens) or PUT, and previewed by the server. `unsaved` holds sending until saved.
 */
export function useUpdateForm(saved: AdminUpdate | undefined) {
  const preview = usePreviewUpdate();
  const [fields, setFields] = useState(() => fieldsOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, serverError, saving } = useSaveDraft(saved, (stored) => setFields(fieldsOf(stored)));

  const set = <Name extends keyof DraftFields>(name: Name, value: DraftFields[Name]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateDraftSchema.safeParse({ ...fields, audienceTierId: fields.audienceTierId || null });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    save(parsed.data);
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
    saving,
    unsaved: saved === undefined || !sameFields(fields, fieldsOf(saved)),
    onSave,
    onPreview,
    preview,
  };
}

export type UpdateFormState = ReturnType<typeof useUpdateForm>;
