import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { PageHeader } from '../../components/page-header';
import { UpdateForm } from './update-form';

/** /admin/updates/new: a new update, saved as a draft before it can be tested or sent. */
export function NewUpdatePage() {
  return (
    <>
      <div className="mb-6">
        <BackLink to={paths.admin.updates}>Back to Updates</BackLink>
      </div>
      <PageHeader title="New update" subtitle="Save it as a draft to send a test or send it." />
      <UpdateForm />
    </>
  );
}
