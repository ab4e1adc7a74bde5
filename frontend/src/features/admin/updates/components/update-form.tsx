import type { TierId } from '@shared/tiers';
import type { AdminUpdate } from '@shared/updates';
import { UPDATE_LIMITS } from '@shared/updates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { SectionTitle } from '../../components/page-header';
import { useUpdateForm } from '../hooks/use-update-form';
import { AUDIENCE_OPTIONS } from '../lib/audience';
import { UpdatePreview } from './update-preview';
import { UpdateSendActions } from './update-send-actions';

const BODY_HINT = 'Markdown: ## headings, **bold**, *italic*, [links](https://…), - lists, > quotes and `code`.';
const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary disabled:opacity-60';

/** Writing an update: a new one, or a saved draft (`saved`) with its send actions. The preview sits beside it. */
export function UpdateForm({ saved }: { saved?: AdminUpdate }) {
  const { fields, set, errors, serverError, saving, unsaved, onSave, onPreview, preview } = useUpdateForm(saved);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5">
          <form noValidate onSubmit={onSave} className="flex flex-col gap-5">
            <Field label="Subject" error={errors.subject}>
              <Input
                name="subject"
                value={fields.subject}
                disabled={saving}
                onChange={(event) => set('subject', event.target.value)}
              />
            </Field>
            <Field label="Body" hint={BODY_HINT} error={errors.bodyMarkdown}>
              <Textarea
                name="bodyMarkdown"
                rows={14}
                maxLength={UPDATE_LIMITS.bodyMax}
                className="font-mono text-sm"
                value={fields.bodyMarkdown}
                disabled={saving}
                onChange={(event) => set('bodyMarkdown', event.target.value)}
              />
            </Field>
            <Field label="Audience" error={errors.audienceTierId}>
              <select
                name="audienceTierId"
                className={selectClass}
                value={fields.audienceTierId}
                disabled={saving}
                onChange={(event) => set('audienceTierId', event.target.value as TierId | '')}
              >
                {AUDIENCE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
            <CheckboxField
              name="supportersOnly"
              label="Supporters only (not on the public updates page)"
              checked={fields.supportersOnly}
              disabled={saving}
              onChange={(checked) => set('supportersOnly', checked)}
            />
            {serverError && (
              <p role="alert" className="text-sm text-danger">
                {serverError}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save draft'}
              </Button>
              <Button variant="outline" onClick={onPreview} disabled={preview.isPending}>
                {preview.isPending ? 'Loading preview...' : 'Preview'}
              </Button>
            </div>
          </form>
          {saved && <UpdateSendActions update={saved} unsaved={unsaved} />}
        </CardContent>
      </Card>
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
    </div>
  );
}
