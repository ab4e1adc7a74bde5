import type { AdminUpdate } from '@shared/updates';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useUpdateForm } from '../hooks/use-update-form';
import { UpdateDraftFields } from './update-draft-fields';
import { UpdatePreviewCard } from './update-preview-card';
import { UpdateSendActions } from './update-send-actions';

/** Writing an update: a new one, or a saved draft (`saved`) with its send actions. The preview sits beside it. */
export function UpdateForm({ saved }: { saved?: AdminUpdate }) {
  const form = useUpdateForm(saved);
  const { serverError, saving, preview } = form;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5">
          <form noValidate onSubmit={form.onSave} className="flex flex-col gap-5">
            <UpdateDraftFields form={form} />
            {serverError && (
              <p role="alert" className="text-sm text-danger">
                {serverError}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save draft'}
              </Button>
              <Button variant="outline" onClick={form.onPreview} disabled={preview.isPending}>
                {preview.isPending ? 'Loading preview...' : 'Preview'}
              </Button>
            </div>
          </form>
          {saved && <UpdateSendActions update={saved} unsaved={form.unsaved} />}
        </CardContent>
      </Card>
      <UpdatePreviewCard preview={preview} />
    </div>
  );
}
