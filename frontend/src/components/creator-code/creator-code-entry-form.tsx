import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';

interface CreatorCodeEntryFormProps {
  id: string;
  typed: string;
  onType(typed: string): void;
  /** Why the last code was refused, under the field. */
  message: string | null;
  /** After too many code checks, when Apply comes back; Apply holds until then. */
  wait: string | null;
  applying: boolean;
  onApply(typed: string): void;
}

/** The creator code field and Apply, opened by 'Have a creator code?'. */
export function CreatorCodeEntryForm({
  id,
  typed,
  onType,
  message,
  wait,
  applying,
  onApply,
}: CreatorCodeEntryFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed);
  };
  return (
    <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <Field label={m.checkout_creator_code()} error={message}>
          <Input
            name="creatorCode"
            autoCapitalize="characters"
            autoComplete="off"
            value={typed}
            onChange={(event) => onType(event.target.value)}
          />
        </Field>
        {wait && <p className="mt-1.5 text-sm text-text-muted">{wait}</p>}
      </div>
      <Button type="submit" variant="secondary" className="sm:mt-7" disabled={applying || wait !== null}>
        {applying ? m.checkout_creator_code_checking() : m.checkout_creator_code_apply()}
      </Button>
    </form>
  );
}
