import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/lib/toast';

afterEach(() => {
  cleanup();
  // Sonner keeps active toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
});

// jsdom lacks a few browser APIs that Radix menus (popper sizing, pointer capture) call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
