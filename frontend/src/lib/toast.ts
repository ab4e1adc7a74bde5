/**
 * Toasts that keep sonner out of the landing page's first load: the first toast loads sonner, asks
 * the ToasterSlot to mount its Toaster, and is shown once that Toaster listens; a slot that replaces
 * it (the tree rendered again) shows again the toasts still due.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;

/** How long sonner shows a toast (its default); one shown this recently is shown again by a new slot. */
const TOAST_MS = 4000;

interface AskedToast {
  show(): void;
  /** The slot that showed it (its registration number), or null while it waits for one. */
  shownBy: number | null;
  shownAt: number;
}

/**
 * The toasts asked for, while they may still be on screen. They belong to no one slot: the slot asked
 * may give way to another before or just after its Toaster shows them (the whole tree rendered again,
 * say), and a Toaster shows only the toasts made after it listens. So the next slot mounts its
 * Toaster at once and shows again what is still due.
 */
let asked: AskedToast[] = [];
/** The mounted slot: its registration number, how to ask it to mount, and whether its Toaster listens. */
let slot: { id: number; mount: () => void; listening: boolean } | null = null;
let registrations = 0;

/** Loads sonner once; the slot calls this too. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

function showDue(listener: number): void {
  const now = Date.now();
  asked = asked.filter((toast) => toast.shownBy === null || now - toast.shownAt < TOAST_MS);
  for (const toast of asked) {
    if (toast.shownBy === listener) continue;
    toast.shownBy = listener;
    toast.shownAt = now;
    toast.show();
  }
}

/** Called by the ToasterSlot: how to ask it to mount, and when its Toaster listens or goes away. */
export const toasterSlot = {
  register(mount: () => void): () => void {
    registrations += 1;
    const mine = { id: registrations, mount, listening: false };
    slot = mine;
    if (asked.length > 0) mount();
    return () => {
      // A slot that already gave way to a newer one leaves the newer one as it is.
      if (slot === mine) slot = null;
    };
  },
  listening(): void {
    if (!slot) return;
    slot.listening = true;
    showDue(slot.id);
  },
};

async function show(kind: 'success' | 'error' | 'info', message: string): Promise<void> {
  const { toast: sonnerToast } = await loadSonner();
  asked.push({ show: () => void sonnerToast[kind](message), shownBy: null, shownAt: 0 });
  if (slot?.listening) showDue(slot.id);
  else slot?.mount();
}

export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
  /** Clears every toast, the ones still due for a new slot too (tests; sonner's store outlives a rendered Toaster). */
  dismiss: () => {
    asked = [];
    void sonner?.then((loaded) => loaded.toast.dismiss());
  },
};
