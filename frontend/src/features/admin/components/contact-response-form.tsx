import type { ContactSubmission } from '@shared/api/types';
import { ADMIN_TEXT_MAX } from '@shared/schemas/api';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useUpdateContact } from '../api/update-contact';

/** The answer to a support ticket; the user reads it on My Tickets. */
export function ContactResponseForm({ submission }: { submission: ContactSubmission }) {
  const id = useId();
  const [response, setResponse] = useState(submission.adminResponse ?? '');
  const update = useUpdateContact();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: submission.id, patch: { adminResponse: response } },
      {
        onSuccess: () => toast.success('Response sent to user'),
        onError: () => toast.error('Failed to send response'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-text">
          Response to User
        </label>
        <Badge variant="accent">Visible to user</Badge>
      </div>
      <Textarea
        id={id}
        rows={4}
        maxLength={ADMIN_TEXT_MAX}
        value={response}
        onChange={(e) => setResponse(e.target.value)}
      />
      <Button type="submit" size="sm" className="self-start" disabled={update.isPending || response.trim() === ''}>
        {update.isPending ? 'Sending...' : 'Send Response'}
      </Button>
    </form>
  );
}
