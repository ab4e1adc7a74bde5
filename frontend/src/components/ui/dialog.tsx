import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { m } from '@/lib/i18n';
import { Button } from './button';

/**
 * A modal dialog in the store's look: the dimmed overlay and a centred card with its title and
 * description. Radix traps focus inside and returns it to what opened the dialog. Put it in a
 * `Dialog.Root` (with a `Dialog.Trigger`, or opened from state).
 */
export function DialogCard({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-background/80" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card">
        <Dialog.Title className="font-display text-3xl text-text">{title}</Dialog.Title>
        <Dialog.Description className="text-sm text-text-muted">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

interface DialogActionsProps {
  /** The form's submit button text (the caller says what it is doing while busy). */
  submitLabel: string;
  /** The dialog's work is running: Cancel holds too, so its outcome is not hidden. */
  busy: boolean;
  submitDisabled: boolean;
}

/** A form dialog's footer: Cancel (closes it) and the danger submit button. */
export function DialogActions({ submitLabel, busy, submitDisabled }: DialogActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Dialog.Close asChild>
        <Button variant="outline" disabled={busy}>
          {m.layout_cancel()}
        </Button>
      </Dialog.Close>
      <Button type="submit" variant="danger" disabled={submitDisabled || busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
