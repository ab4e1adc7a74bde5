import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/lib/toast';

// findBy*/waitFor wait 1 s by default: too short on a busy 2-core machine while a lazy screen's chunk
// loads, and every such test then fails at random. One setting for all tests, none per test.
configure({ asyncUtilTimeout: 5_000 });

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
