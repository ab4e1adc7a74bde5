import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, toasterSlot } from '@/lib/toast';

function Listening() {
  // Runs after the Toaster's own effects (an earlier sibling), so its store subscription exists.
  useEffect(() => toasterSlot.listening(), []);
  return null;
}

/** Where toasts appear. Renders nothing, and loads nothing, until the first toast is asked for. */
export function ToasterSlot() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(
    () =>
      toasterSlot.register(() => {
        void loadSonner().then((loaded) => setToaster(() => loaded.Toaster));
      }),
    [],
  );

  if (!Toaster) return null;
  // BRAND: bottom-right on desktop, top-centre on mobile.
  const mobile = window.matchMedia?.('(max-width: 767px)').matches ?? false;
  return (
    <>
      <Toaster theme="dark" position={mobile ? 'top-center' : 'bottom-right'} richColors closeButton />
      <Listening />
    </>
  );
}
