/**
 * Vitest's set-up file (vite.config.ts). Files that test logic alone run in Node without a DOM (the
 * `// @vitest-environment node` comment on their first line) and need none of the screens' set-up in
 * dom-setup.ts: Testing Library, jest-dom and msw took half a second to load in each of them.
 */
import * as nodeWebStreams from 'node:stream/web';

if (typeof window !== 'undefined') {
  // jsdom has no web streams, which browsers have and msw uses as it loads. In the VM context each file runs
  // in (pool vmThreads), Node's own are not visible, so the window borrows them.
  for (const [name, stream] of Object.entries(nodeWebStreams)) (globalThis as Record<string, unknown>)[name] ??= stream;
  await import('./dom-setup');
}
