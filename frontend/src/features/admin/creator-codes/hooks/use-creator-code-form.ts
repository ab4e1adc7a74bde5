import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { creatorCodeCreateSchema } from '@shared/schemas/creator-codes';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateCreatorCode } from '../api/create-creator-code';
import { CREATOR_CODE_TOASTS } from '../lib/creator-code-toasts';

/** The form's fields as typed: the expiry is a yyyy-mm-dd day, numbers are text until checked. */
interface CreatorCodeFields {
  code: string;
  creatorName: string;
  percentOff: string;
  expiresOn: string;
  maxUses: string;
}

const EMPTY: CreatorCodeFields = { code: '', creatorName: '', percentOff: '', expiresOn: '', maxUses: '' };

/** A typed number, or NaN (which the schema refuses with the field's message). */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The last moment of the chosen day in the admin's own time zone, so the code works through that day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

function requestOf(fields: CreatorCodeFields) {
  return {
    code: fields.code,
    creatorName: fields.creatorName,
    percentOff: numberOf(fields.percentOff),
    expiresAt: fields.expiresOn ? endOfDay(fields.expiresOn) : null,
    maxUses: fields.maxUses.trim() === '' ? null : numberOf(fields.maxUses),
  };
}

/**
 * 'New creator code': the fields checked with the API's own schema (and the expiry against the clock,
 * as the API does), then POST /admin/creator-codes; the form empties once the code exists.
 */
export function useCreatorCodeForm() {
  const create = useCreateCreatorCode();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (name: keyof CreatorCodeFields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = creatorCodeCreateSchema.safeParse(requestOf(fields));
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    const { expiresAt } = parsed.data;
    if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) {
      return setErrors({ expiresAt: CREATOR_CODE_MESSAGES.expiresAtInvalid });
    }
    setErrors({});
    setServerError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setFields(EMPTY);
        toast.success(CREATOR_CODE_TOASTS.created);
      },
      onError: (failure) => {
        setServerError(failure instanceof ApiError ? failure.message : CREATOR_CODE_TOASTS.createFailed);
        toast.error(CREATOR_CODE_TOASTS.createFailed);
      },
    });
  };

  return { fields, set, errors, serverError, saving: create.isPending, onSubmit };
}

export type CreatorCodeFormState = ReturnType<typeof useCreatorCodeForm>;
