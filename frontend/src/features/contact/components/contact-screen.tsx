import { SUPPORT_EMAIL } from '@shared/support-email';
import { Mail } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';
import { ContactForm } from './contact-form';

/** /contact: anyone can write; signed-in users' messages become tickets. */
export function ContactScreen() {
  const { user } = useAuth();
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
      aria-label="Email us"
      className="flex flex-col gap-3 self-start rounded-[var(--radius-card)] border border-border bg-surface p-6"
    >
      <Mail aria-hidden="true" className="size-6 text-primary" />
      <p className="text-text">Prefer email? Write to us at</p>
      <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all font-semibold text-accent hover:underline">
        {SUPPORT_EMAIL}
      </a>
    </aside>
  );
}
