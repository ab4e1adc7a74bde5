import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { AuditEntries } from '../../components/audit-entries';
import { SectionTitle } from '../../components/page-header';

/** What admins did to this user's payments, newest first. */
export function UserAuditCard({ userId }: { userId: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Admin Actions</SectionTitle>
      </CardHeader>
      <CardContent>
        <AuditEntries filter={{ userId }} />
      </CardContent>
    </Card>
  );
}
