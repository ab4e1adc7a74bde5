import type { ContactSubmission } from '@shared/api/types';
import { ADMIN_TEXT_MAX } from '@shared/schemas/api';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useUpdateContact } from '../api/update-contact';

/** Internal notes: only admins ever read them. */
export function ContactNotesForm({ submission }: { submission: ContactSubmission }) {
  const [notes, setNotes] = useState(submission.adminNotes ?? '');
  const update = useUpdateContact();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: submission.id, patch: { adminNotes: notes } },
      {
        onSuccess: () => toast.success('Notes saved successfully'),
        onError: () => toast.error('Failed to save notes'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <Field label="Admin Notes" hint="Internal only: the user never sees these.">
        <Textarea
          rows={3}
          maxLength={ADMIN_TEXT_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" size="sm" className="self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Notes'}
      </Button>
    </form>
  );
}
