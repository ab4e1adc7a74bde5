import { CONTACT_HONEYPOT } from '@shared/schemas/contact';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { m } from '@/lib/i18n';
import { useContactForm } from '../hooks/use-contact-form';

/** The contact form: name, email (the account's when signed in), subject, message, and the bots' honeypot. */
export function ContactForm() {
  const { form, accountEmail, errors, bind, onSubmit, sending, wait } = useContactForm();

  return (
    // The page is prerendered: Send (or Enter in a field) pressed before the app runs is held by the boot
    // module and pressed again once the app has hydrated the form. POST keeps what was typed out of the
    // address should the bare HTML form ever be sent.
    <form ref={form} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field label={m.contact_name()} error={errors.name}>
        <Input autoComplete="name" {...bind('name')} />
      </Field>
      {accountEmail ? (
        <Field label={m.contact_email()} hint={m.contact_account_email_hint()} error={errors.email}>
          <Input type="email" name="email" value={accountEmail} readOnly />
        </Field>
      ) : (
        <Field label={m.contact_email()} error={errors.email}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </Field>
      )}
      <Field label={m.contact_subject()} error={errors.subject}>
        <Input {...bind('subject')} />
      </Field>
      <Field label={m.contact_message()} error={errors.message}>
        <Textarea rows={6} {...bind('message')} />
      </Field>
      {/* The honeypot: invisible, unreachable by keyboard and hidden from assistive tech, so
          only a bot fills it (the server then drops the message). */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {m.contact_website()}
          <input type="text" tabIndex={-1} autoComplete="off" {...bind(CONTACT_HONEYPOT)} />
        </label>
      </div>
      <Button type="submit" size="lg" className="self-start" disabled={sending || wait !== null}>
        {sending ? m.contact_sending() : m.contact_send()}
      </Button>
      {wait && <p className="text-sm text-text-muted">{wait}</p>}
    </form>
  );
}
