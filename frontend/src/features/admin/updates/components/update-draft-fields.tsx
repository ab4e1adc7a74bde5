import type { TierId } from '@shared/tiers';
import { UPDATE_LIMITS } from '@shared/updates';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { UpdateFormState } from '../hooks/use-update-form';
import { AUDIENCE_OPTIONS } from '../lib/audience';

const BODY_HINT = 'Markdown: ## headings, **bold**, *italic*, [links](https://…), - lists, > quotes and `code`.';
const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary disabled:opacity-60';

/** An update's subject, Markdown body, audience and where it is shown; all held while the draft saves. */
export function UpdateDraftFields({ form }: { form: UpdateFormState }) {
  const { fields, set, errors, saving } = form;
  return (
    <>
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
    </>
  );
}
