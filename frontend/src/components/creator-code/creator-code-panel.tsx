import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CreatorCode } from '@/lib/creator-code/use-creator-code';
import { m } from '@/lib/i18n';
import { AppliedCreatorCode } from './applied-creator-code';
import { CreatorCodeEntryForm } from './creator-code-entry-form';

/**
 * Beside the buttons that start a checkout (the dashboard's tier cards, the gift's Continue): the applied
 * code with its discount and Remove, or 'Have a creator code?' opening a field and Apply. Why a code was
 * refused shows here, by the buttons it concerns.
 */
export function CreatorCodePanel({ creatorCode }: { creatorCode: CreatorCode }) {
  const formId = useId();
  // Kept here, not in the form: removing an applied code finds the field as it was left.
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { code, offer, message, applying, wait } = creatorCode;

  if (code !== null) {
    return <AppliedCreatorCode code={code} offer={offer} message={message} wait={wait} onRemove={creatorCode.remove} />;
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
          {m.checkout_creator_code_have()}
        </Button>
      </div>
      {open && (
        <CreatorCodeEntryForm
          id={formId}
          typed={typed}
          onType={setTyped}
          message={message}
          wait={wait}
          applying={applying}
          onApply={creatorCode.apply}
        />
      )}
      {!open && message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      {!open && wait && <p className="text-sm text-text-muted">{wait}</p>}
    </div>
  );
}
