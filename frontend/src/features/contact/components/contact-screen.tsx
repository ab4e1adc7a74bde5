import { SUPPORT_EMAIL } from '@shared/support-email';
import { Mail } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';
import { m } from '@/lib/i18n';
import { ContactForm } from './contact-form';

/** /contact: anyone can write; signed-in users' messages become tickets. */
export function ContactScreen() {
  const { user } = useAuth();
  return (
    <Page title={m.contact_title()} subtitle={user ? m.contact_subtitle_signed_in() : m.contact_subtitle()}>
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          <ContactForm />
        </Card>
        <EmailUs />
      </div>
    </Page>
  );
}

/** The support address, for those who prefer their own email. */
function EmailUs() {
  return (
    <aside
      aria-label={m.contact_email_us()}
      className="flex flex-col gap-3 self-start rounded-[var(--radius-card)] border border-border bg-surface p-6"
    >
      <Mail aria-hidden="true" className="size-6 text-primary" />
      <p className="text-text">{m.contact_prefer_email()}</p>
      <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all font-semibold text-accent hover:underline">
        {SUPPORT_EMAIL}
      </a>
    </aside>
  );
}
