import { authEmailSchema, authFormSchema } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';

interface CredentialsActions {
  signUp: boolean;
  initialEmail?: string | undefined;
  onSubmit(values: { email: string; password: string; updates: boolean }): Promise<void>;
  onForgotPassword(email: string): Promise<void>;
}

/** The credentials form's fields, their errors, and its two actions (submit, forgotten password), each checked first. */
export function useCredentialsForm({ signUp, initialEmail, onSubmit, onForgotPassword }: CredentialsActions) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [updates, setUpdates] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The actions report their own outcome; the mutations only say while one runs. Cognito calls run
  // even when the browser reports itself offline, and fail there with their own message.
  const submitting = useMutation({ mutationFn: onSubmit, networkMode: 'always' });
  const sendingReset = useMutation({ mutationFn: onForgotPassword, networkMode: 'always' });
  const form = useRef<HTMLFormElement>(null);
  // Hydration keeps what was typed into the prerendered fields but not in state: take it over.
  useEffect(() => {
    const fields = form.current?.elements;
    const typed = (name: string) => {
      const field = fields?.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    setEmail((current) => current || typed('email'));
    setPassword((current) => current || typed('password'));
  }, []);
  // With the email given, the password is what is left to type: the keyboard starts there.
  useEffect(() => {
    const field = form.current?.elements.namedItem('password');
    if (initialEmail && field instanceof HTMLInputElement) field.focus();
  }, [initialEmail]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = authFormSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    submitting.mutate({ ...parsed.data, updates: signUp && updates });
  }

  function forgot() {
    const parsed = authEmailSchema.safeParse({ email });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    sendingReset.mutate(parsed.data.email);
  }

  const busy = submitting.isPending || sendingReset.isPending;
  return { form, email, setEmail, password, setPassword, updates, setUpdates, errors, busy, submit, forgot };
}
