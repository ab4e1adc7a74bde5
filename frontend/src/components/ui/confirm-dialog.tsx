import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactElement, type ReactNode, useState } from 'react';
import { DialogActions, DialogCard } from './dialog';

interface ConfirmWork {
  /** The confirm button's text. */
  confirmLabel: string;
  /** The confirm button's text while the work runs. */
  busyLabel: string;
  /** The work cannot start yet (say, a field is still empty). */
  confirmDisabled?: boolean;
  /**
   * The work being confirmed, usually a mutation's `mutateAsync`. The dialog closes once it resolves and
   * stays open when it rejects. Null when nothing was started (the caller found a field to correct).
   */
  onConfirm: () => Promise<unknown> | null;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  /** The failure in words, shown in the dialog; without it the caller reports failures its own way. */
  errorMessage?: (error: unknown) => string;
  /** A line under the failure, above the buttons: when a refused confirm button comes back, say. */
  note?: ReactNode;
}

interface ConfirmDialogProps extends ConfirmWork {
  title: ReactNode;
  description: ReactNode;
  /** What the dialog shows above its error and buttons: what is about to change, or the fields the work needs. */
  children?: ReactNode;
  /** The button that opens the dialog; without one the caller opens it through `open`. */
  trigger?: ReactElement;
  open?: boolean;
  /** Told of every opening and closing: the trigger, Cancel, Escape, and the work's success. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A question before a change, and the change itself: Cancel and the confirm
 * button, which holds (as Cancel and Escape do) while the work runs, then closes the dialog, or keeps it
 * open with the failure. Radix moves focus into the dialog and back to what opened it.
 */
export function ConfirmDialog({ title, description, trigger, open, onOpenChange, ...work }: ConfirmDialogProps) {
  const [openHere, setOpenHere] = useState(false);
  const [busy, setBusy] = useState(false);

  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  // Closing while the work runs would hide its outcome.
  const changeOpen = (next: boolean) => {
    if (!busy) setOpen(next);
  };

  return (
    <Dialog.Root open={open ?? openHere} onOpenChange={changeOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <DialogCard title={title} description={description}>
        <ConfirmForm {...work} busy={busy} setBusy={setBusy} close={() => setOpen(false)} />
      </DialogCard>
    </Dialog.Root>
  );
}

interface ConfirmFormProps extends ConfirmWork {
  children?: ReactNode;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  close: () => void;
}

/** The dialog's form. It is mounted only while the dialog is open, so a failure shown once is gone on reopening. */
function ConfirmForm({ children, busy, setBusy, close, ...work }: ConfirmFormProps) {
  const { confirmLabel, busyLabel, confirmDisabled = false, onConfirm, onSuccess, onError, errorMessage, note } = work;
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || confirmDisabled) return;
    const running = onConfirm();
    if (!running) return;
    setError(null);
    setBusy(true);
    try {
      await running;
    } catch (failure) {
      setBusy(false);
      setError(errorMessage?.(failure) ?? null);
      onError?.(failure);
      return;
    }
    setBusy(false);
    onSuccess?.();
    close();
  };

  // The caller's checks give the messages (noValidate): the browser's own would stop the submit first.
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      {children}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {note && <p className="text-sm text-text-muted">{note}</p>}
      <DialogActions submitLabel={busy ? busyLabel : confirmLabel} busy={busy} submitDisabled={confirmDisabled} />
    </form>
  );
}
