import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSonner, toast } from '@/lib/toast';
import { ToasterSlot } from './toaster-slot';

describe('ToasterSlot', () => {
  it('shows a toast asked for while the slot it asked is replaced by another (the first page handing over to the app)', async () => {
    const { rerender } = render(<ToasterSlot key="first page" />);

    toast.error('Please sign in to purchase a D1 Gang package');
    // The toast has asked the first slot to mount its Toaster and waits for it to listen; then the tree
    // that held that slot gives way to another one.
    await act(() => loadSonner());
    rerender(<ToasterSlot key="the app" />);

    expect(await screen.findByText('Please sign in to purchase a D1 Gang package')).toBeInTheDocument();
  });

  it('shows a toast once on screen, not twice, when later toasts come', async () => {
    render(<ToasterSlot />);

    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    toast.success('Saved again');

    expect(await screen.findByText('Saved again')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
