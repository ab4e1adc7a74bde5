import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/dates';
import { m } from '@/lib/i18n';

/** Profile's first card: who the user is (email, member since, user id). */
export function ProfileDetails({
  email,
  createdAt,
  userId,
}: {
  email: string;
  createdAt: string | undefined;
  userId: string;
}) {
  return (
    <Card className="p-6">
      <dl className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm font-semibold text-text-muted">{m.profile_email()}</dt>
        <dd className="break-all text-text">{email}</dd>
        <dt className="text-sm font-semibold text-text-muted">{m.profile_member_since()}</dt>
        <dd className="text-text">{formatLongDate(createdAt)}</dd>
        <dt className="text-sm font-semibold text-text-muted">{m.profile_user_id()}</dt>
        <dd className="break-all font-mono text-sm text-text">{userId}</dd>
      </dl>
    </Card>
  );
}
