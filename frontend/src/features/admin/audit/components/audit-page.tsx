import { Card, CardContent } from '@/components/ui/card';
import { AuditEntries } from '../../components/audit-entries';
import { PageHeader } from '../../components/page-header';

/** /admin/audit: every admin action, newest first, a page at a time. */
export function AuditPage() {
  return (
    <>
      <PageHeader title="Audit Log" subtitle="Every admin action, newest first" />
      <Card>
        <CardContent className="pt-6">
          <AuditEntries showSubject />
        </CardContent>
      </Card>
    </>
  );
}
