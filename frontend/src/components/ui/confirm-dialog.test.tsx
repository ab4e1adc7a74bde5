import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from '@/test/user-event';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** A promise the test settles when it chooses, as a mutation's answer arrives. */
function deferred() {
  let resolve: (value?: unknown) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Options {
  onConfirm: () => Promise<unknown> | null;
  confirmDisabled?: boolean;
}

function renderDialog({ onConfirm, confirmDisabled }: Options) {
  const calls = { onSuccess: vi.fn(), onError: vi.fn(), onOpenChange: vi.fn() };
  render(
    <ConfirmDialog
      trigger={<Button>Archive</Button>}
      title="Archive the season?"
      description="Archived seasons leave the store."
      confirmLabel="Archive season"
      busyLabel="Archiving..."
      confirmDisabled={confirmDisabled}
      onConfirm={onConfirm}
      errorMessage={(error) => (error instanceof Error ? error.message : 'Failed')}
      {...calls}
    >
      <p>Season 1 is archived.</p>
    </ConfirmDialog>,
  );
  return calls;
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  return within(await screen.findByRole('dialog', { name: 'Archive the season?' }));
}

describe('ConfirmDialog', () => {
  it('opens from its trigger with the title, description, body and both buttons', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { onOpenChange } = renderDialog({ onConfirm });

    const dialog = await open();

    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Archived seasons leave the store.');
    expect(dialog.getByText('Season 1 is archived.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Archive season' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('holds the confirm button, labelled busy, and Cancel and Escape while the work runs, then closes', async () => {
    const work = deferred();
    const { onSuccess, onError, onOpenChange } = renderDialog({ onConfirm: () => work.promise });
    const dialog = await open();

    await userEvent.click(dialog.getByRole('button', { name: 'Archive season' }));

    expect(dialog.getByRole('button', { name: 'Archiving...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    work.resolve();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open with the failure in words, lets the confirm be tried again, and forgets it on reopening', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('The season has open orders.')));
    const { onSuccess, onError } = renderDialog({ onConfirm });
    const dialog = await open();

    await userEvent.click(dialog.getByRole('button', { name: 'Archive season' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The season has open orders.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Archive season' })).toBeEnabled();
    expect(onError).toHaveBeenCalledWith(new Error('The season has open orders.'));
    expect(onSuccess).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Archive season' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const reopened = await open();
    expect(reopened.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape without starting the work', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { onOpenChange } = renderDialog({ onConfirm });
    await open();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveFocus();
  });

  it('starts nothing while the confirm is disabled', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderDialog({ onConfirm, confirmDisabled: true });
    const dialog = await open();

    expect(dialog.getByRole('button', { name: 'Archive season' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Archive season' }));

    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open, not busy, when the work did not start (a field to correct)', async () => {
    const onConfirm = vi.fn(() => null);
    const { onSuccess } = renderDialog({ onConfirm });
    const dialog = await open();

    await userEvent.click(dialog.getByRole('button', { name: 'Archive season' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Archive season' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('is opened and closed by its caller when it has no trigger', async () => {
    const onOpenChange = vi.fn();
    const dialogOpen = (open: boolean) => (
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Archive the season?"
        description="Archived seasons leave the store."
        confirmLabel="Archive season"
        busyLabel="Archiving..."
        onConfirm={() => Promise.resolve()}
      />
    );
    const { rerender } = render(dialogOpen(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(dialogOpen(true));
    const dialog = within(await screen.findByRole('dialog', { name: 'Archive the season?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Archive season' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
