/** Set-up for the files that run in jsdom (all but the logic-only ones): loaded by setup.ts. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { toast } from '@/lib/toast';
import { apiServer } from './api-server';

// findBy*/waitFor wait 1 s by default: too short on a busy 2-core machine while a lazy screen's chunk
// loads (the first admin screen of a test file took over 5 s beside two CPU hogs), and such tests then
// fail at random. One setting for all tests, none per test; a real failure only takes longer to report.
configure({ asyncUtilTimeout: 15_000 });

// Every request a test does not answer (mockApi) is refused and fails that test.
const unanswered: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest(request, print) {
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  // Sonner keeps active toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
  apiServer.resetHandlers();
  expect(unanswered.splice(0), 'API requests the test gave no answer for').toEqual([]);
});

// jsdom lacks a few browser APIs that Radix menus (popper sizing, pointer capture) call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// jsdom has it but prints "Not implemented" for each call (every route change scrolls to the top).
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
