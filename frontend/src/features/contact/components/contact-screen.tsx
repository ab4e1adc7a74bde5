import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { CONTACT_HONEYPOT, contactFormSchema } from '@shared/schemas/contact';
import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useSiteConfig } from '@/lib/use-site-config';
import { useSendContact } from '../api/send-contact';

/** /contact: anyone can write; signed-in users' messages become tickets. */
export function ContactScreen() {
  const { user } = useAuth();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const send = useSendContact();
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '', website: '' });
  // A signed-in message is a ticket, answered at the account's email whatever is typed (the server
  // takes the account's), so the form shows that address and does not offer to change it.
  const accountEmail = user?.email || null;
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  // The page is prerendered: until the app has hydrated it, Send would submit the bare HTML form (the
  // message in the URL), so it waits; Enter in a field does nothing while the button is disabled.
  const hydrated = useHydrated();

  // Hydration keeps what a visitor typed into the prerendered fields but not in state: take it over,
  // so the message sent is the one on screen.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    setValues((current) => {
      let typed = current;
      for (const name of Object.keys(current) as (keyof typeof current)[]) {
        const field = fields.namedItem(name);
        const value = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
        if (value && !current[name]) typed = { ...typed, [name]: value };
      }
      return typed;
    });
  }, []);

  const bind = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse(accountEmail ? { ...values, email: accountEmail } : values);
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    const { website, ...form } = parsed.data;
    send.mutate(
      { ...form, subject: form.subject ?? null, ...(website ? { website } : {}) },
      {
        onSuccess: () => {
          toast.success(CONTACT_MESSAGES.sent);
          navigate(paths.home);
        },
        // Over the sending limit, the server's message says to wait; anything else is a plain failure.
        onError: (error) =>
          toast.error(error instanceof ApiError && error.status === 429 ? error.message : CONTACT_MESSAGES.sendFailed),
      },
    );
  }

  const supportEmail = config.data?.supportEmail;
  return (
    <Page
      title="Contact Us"
      subtitle={
        user
          ? 'Your message becomes a support ticket you can follow under My Tickets.'
          : 'Questions about a package, your account or the game? Send us a message.'
      }
    >
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <Field label="Name" error={errors.name}>
              <Input autoComplete="name" {...bind('name')} />
            </Field>
            {accountEmail ? (
              <Field label="Email" hint="Replies go to your account email." error={errors.email}>
                <Input type="email" name="email" value={accountEmail} readOnly />
              </Field>
            ) : (
              <Field label="Email" error={errors.email}>
                <Input type="email" autoComplete="email" {...bind('email')} />
              </Field>
            )}
            <Field label="Subject (optional)" error={errors.subject}>
              <Input {...bind('subject')} />
            </Field>
            <Field label="Message" error={errors.message}>
              <Textarea rows={6} {...bind('message')} />
            </Field>
            {/* The honeypot: invisible, unreachable by keyboard and hidden from assistive tech, so
                only a bot fills it (the server then drops the message). */}
            <div aria-hidden="true" className="sr-only">
              <label>
                Website
                <input type="text" tabIndex={-1} autoComplete="off" {...bind(CONTACT_HONEYPOT)} />
              </label>
            </div>
            <Button type="submit" size="lg" className="self-start" disabled={!hydrated || send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        </Card>
        <aside
          aria-label="Email us"
          className="flex flex-col gap-3 self-start rounded-[var(--radius-card)] border border-border bg-surface p-6"
        >
          <Mail aria-hidden="true" className="size-6 text-primary" />
          <p className="text-text">Prefer email? Write to us at</p>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className="break-all font-semibold text-accent hover:underline">
              {supportEmail}
            </a>
          ) : (
            <span className="text-text-muted">Loading...</span>
          )}
        </aside>
      </div>
    </Page>
  );
}
