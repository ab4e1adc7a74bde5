import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { SectionTitle } from '../../components/page-header';
import type { UpdateFormState } from '../hooks/use-update-form';
import { UpdatePreview } from './update-preview';

/** Beside the form: the email as the server renders it, once Preview is pressed. */
export function UpdatePreviewCard({ preview }: { preview: UpdateFormState['preview'] }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Preview</SectionTitle>
      </CardHeader>
      <CardContent>
        {preview.data ? (
          <UpdatePreview rendering={preview.data} />
        ) : (
          <p className="text-sm text-text-muted">Press Preview to see the email as supporters will get it.</p>
        )}
        {preview.isError && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {preview.error instanceof ApiError ? preview.error.message : 'Failed to load the preview'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
