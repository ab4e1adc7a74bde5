import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { ContactSubmission } from '@shared/api/types/admin';
import { LIMITS } from '@shared/schemas/messages';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useUpdateContact } from '../api/update-contact';

type ContactTextField = 'adminNotes' | 'adminResponse';

interface ContactTextSetup {
  label: string;
  hint?: string;
  visibleToUser: boolean;
  rows: number;
  submit: string;
  pending: string;
  saved: string;
  failed: string;
}

const SETUPS: Record<ContactTextField, ContactTextSetup> = {
  // Internal notes: only admins ever read them.
  adminNotes: {
    label: 'Admin Notes',
    hint: 'Internal only: the user never sees these.',
    visibleToUser: false,
    rows: 3,
    submit: 'Save Notes',
    pending: 'Saving...',
    saved: ADMIN_MESSAGES.notesSaved,
    failed: ADMIN_MESSAGES.notesSaveFailed,
  },
  // The answer to a support ticket: the user reads it on My Tickets, so an empty one is not sent.
  adminResponse: {
    label: 'Response to User',
    visibleToUser: true,
    rows: 4,
    submit: 'Send Response',
    pending: 'Sending...',
    saved: ADMIN_MESSAGES.responseSent,
    failed: ADMIN_MESSAGES.responseSendFailed,
  },
};

/** One of a contact submission's admin texts (the internal notes or the response to the user), saved on its own. */
export function ContactTextForm({ submission, field }: { submission: ContactSubmission; field: ContactTextField }) {
  const setup = SETUPS[field];
  const [text, setText] = useState(submission[field] ?? '');
  const update = useUpdateContact();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: submission.id, patch: { [field]: text } },
      {
        onSuccess: () => toast.success(setup.saved),
        onError: () => toast.error(setup.failed),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <Field
        label={setup.label}
        hint={setup.hint}
        badge={setup.visibleToUser && <Badge variant="accent">Visible to user</Badge>}
      >
        <Textarea
          rows={setup.rows}
          maxLength={LIMITS.adminTextMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant={setup.visibleToUser ? 'primary' : 'secondary'}
        size="sm"
        className="self-start"
        disabled={update.isPending || (setup.visibleToUser && text.trim() === '')}
      >
        {update.isPending ? setup.pending : setup.submit}
      </Button>
    </form>
  );
}
