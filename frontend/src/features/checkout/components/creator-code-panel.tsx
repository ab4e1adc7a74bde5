import { creatorCodeLabel } from '@shared/creator-codes';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CreatorCode } from '../hooks/use-creator-code';

/**
 * Beside the purchase buttons: the applied code with its discount and Remove, or 'Have a creator code?'
 * opening a field and Apply. Why a code was refused shows here, by the buttons it concerns.
 */
export function CreatorCodePanel({ creatorCode }: { creatorCode: CreatorCode }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { code, offer, message, applying } = creatorCode;

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    creatorCode.apply(typed);
  };

  if (code !== null) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-accent bg-surface px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-semibold break-words text-text">
            {offer ? creatorCodeLabel(offer) : `Creator code ${code}`}
          </p>
          <Button variant="outline" size="sm" onClick={creatorCode.remove}>
            Remove
          </Button>
        </div>
        {message && (
          <p role="alert" className="text-sm text-danger">
            {message}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="px-0 text-accent underline-offset-4 hover:bg-transparent hover:underline"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen(!open)}
        >
          Have a creator code?
        </Button>
      </div>
      {open && (
        <form id={formId} noValidate onSubmit={onApply} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <Field label="Creator code" error={message}>
              <Input
                name="creatorCode"
                autoCapitalize="characters"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field>
          </div>
          <Button type="submit" variant="secondary" className="sm:mt-7" disabled={applying}>
            {applying ? 'Checking...' : 'Apply'}
          </Button>
        </form>
      )}
      {!open && message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
