import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { contactFormSchema } from '@shared/schemas/contact';
import { type Dispatch, type FormEvent, type RefObject, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRetryWait } from '@/lib/use-retry-wait';
import { useSendContact } from '../api/send-contact';

type ContactValues = { name: string; email: string; subject: string; message: string; website: string };

/** The contact form's fields, their errors and its sending; a signed-in user's message goes from the account's email. */
export function useContactForm() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const send = useSendContact();
  // Over the sending limit, Send waits for the 429's Retry-After, and the form says how long.
  const wait = useRetryWait(send.error);
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', subject: '', message: '', website: '' });
  // A signed-in message is a ticket, answered at the account's email whatever is typed (the server
  // takes the account's), so the form shows that address and does not offer to change it.
  const accountEmail = user?.email || null;
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setValues);

  const bind = (field: keyof ContactValues) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse(accountEmail ? { ...values, email: accountEmail } : values);
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    const { website, ...message } = parsed.data;
    send.mutate(
      { ...message, subject: message.subject ?? null, ...(website ? { website } : {}) },
      {
        onSuccess: () => {
          toast.success(CONTACT_MESSAGES.sent);
          navigate(paths.home);
        },
        // Over the sending limit the form says to wait, in the page's language (the server's answer is the
        // same words in English); anything else is a plain failure.
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 429
              ? CONTACT_MESSAGES.tooManyMessages
              : CONTACT_MESSAGES.sendFailed,
          ),
      },
    );
  }

  return { form, accountEmail, errors, bind, onSubmit, sending: send.isPending, wait };
}

/**
 * Hydration keeps what a visitor typed into the prerendered fields but not in state: take it over,
 * so the message sent is the one on screen.
 */
function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<ContactValues>>,
) {
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    setValues((current) => {
      let typed = current;
      for (const name of Object.keys(current) as (keyof ContactValues)[]) {
        const field = fields.namedItem(name);
        const value = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
        if (value && !current[name]) typed = { ...typed, [name]: value };
      }
      return typed;
    });
  }, [form, setValues]);
}
