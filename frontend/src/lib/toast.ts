/**
 * Toasts that keep sonner out of the landing page's first load: the first toast loads sonner, asks
 * the ToasterSlot to mount its Toaster, waits until it listens, then shows the message.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let requestMount: (() => void) | undefined;
let ready: Promise<void> = Promise.resolve();
let markReady: (() => void) | undefined;

function resetReady(): void {
  ready = new Promise((resolve) => {
    markReady = resolve;
  });
}
resetReady();

/** Loads sonner once; the slot calls this too. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by the ToasterSlot: how to ask it to mount, and when its Toaster listens or goes away. */
export const toasterSlot = {
  register(mount: () => void): () => void {
    requestMount = mount;
    return () => {
      requestMount = undefined;
      resetReady();
    };
  },
  listening(): void {
    markReady?.();
  },
};

async function show(kind: 'success' | 'error' | 'info', message: string): Promise<void> {
  const { toast: sonnerToast } = await loadSonner();
  requestMount?.();
  await ready;
  sonnerToast[kind](message);
}

export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
  /** Clears every toast (tests; sonner's store outlives a rendered Toaster). */
  dismiss: () => void sonner?.then((loaded) => loaded.toast.dismiss()),
};
