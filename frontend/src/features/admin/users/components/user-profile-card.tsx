import type { Profile } from '@shared/api/types/account';
import { BASE_LOCALE, LOCALE_NAMES } from '@shared/locales';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SectionTitle } from '../../components/page-header';
import { formatDate } from '../../lib/format-date';

export function UserProfileCard({ profile }: { profile: Profile }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Profile Information</SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail term="Email" value={profile.email} />
          <Detail term="Join Date" value={formatDate(profile.createdAt)} />
          <Detail term="User ID" value={profile.userId} mono />
          {/* Accounts from before the language was kept have none: English, the store's default, is theirs. */}
          <Detail term="Language" value={LOCALE_NAMES[profile.locale ?? BASE_LOCALE]} />
        </dl>
      </CardContent>
    </Card>
  );
}

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-text-muted">{term}</dt>
      <dd className={mono ? 'font-mono text-sm break-all text-text' : 'break-words text-text'}>{value}</dd>
    </div>
  );
}
