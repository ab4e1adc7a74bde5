/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPages } from './prerender/prerender-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-router's package points every bundler at its development build (dev-only warnings and checks
 * included); the production build of the site takes its production files instead.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: here('../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('../node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ mode }) => ({
  root: here('.'),
  plugins: [react(), tailwindcss(), prerenderPages()],
  resolve: {
    alias: [
      ...(mode === 'production' ? reactRouterProduction : []),
      { find: '@shared', replacement: here('../shared') },
      { find: '@', replacement: here('./src') },
    ],
  },
  build: {
    outDir: here('../dist/site'),
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the store supports preloads modules itself; the polyfill only weighed on the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: every name is spelled in the entry chunk's import
        // list, so descriptive names were bytes on the first load. The entry and assets keep their names.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // React, the JSX runtime and the class-name helper are shared by the entry and the lazy screens;
            // one chunk for them instead of three small ones the first load fetches each.
            {
              name: 'react',
              test: /node_modules[\\/](react|clsx)[\\/]|src[\\/]lib[\\/]cn\.ts$/,
            },
            // TanStack Query comes with the first lazy screen (lib/query-root.tsx) and all of it is soon used.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  test: {
    globals: true,
    // Files that test logic alone (no render, no window) say `// @vitest-environment node` on their first
    // line: building a jsdom window cost each of them about 1.5 s, more than their tests.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.ts'],
    setupFiles: [here('./src/test/setup.ts')],
    // Room for a few of Testing Library's waits (asyncUtilTimeout, dom-setup.ts) on a loaded 2-core machine: at
    // 5 s, tests that type long texts or wait for a lazy screen timed out and left work running into the next.
    testTimeout: 60_000,
    css: false,
    // Both cores, in worker threads: on two cores the default (child processes, one core kept free)
    // ran one file at a time, 237 s here against 158 s. Each file runs in a VM context of its own (modules,
    // mocks and the window are still fresh per file) inside a worker that lives on: the worker loads jsdom
    // once, where plain threads loaded it again for every file (about 1 s each). The 609 tests took 141 to 152 s
    // of CPU this way, against 341 to 400 s in plain threads.
    pool: 'vmThreads',
    maxWorkers: '100%',
    // VM contexts leak (Node keeps every context's ES modules), so a worker is replaced once its heap passes
    // this. The default, half the machine's memory per worker, is above V8's heap limit (4 GB) on big machines.
    vmMemoryLimit: '1GB',
    // The compiled messages (shared/i18n/paraglide: plain ES modules, about 1,700, one per message) load
    // through Node's own loader like a package's, not one by one through Vite's transform and module runner.
    // Nearly every file imports them, and they took 1.5 to 3 s of each file's import, most of the suite's.
    // The whole folder, so the messages and the screens share one runtime (the current locale). On a quiet
    // machine the 921 tests took 247 s of CPU and 151 s wall without this, 209 s and 113 s with it (import,
    // summed over files, 98 s and 50 s); under other work's load, 283 to 293 s of CPU and 238 to 262 s.
    server: { deps: { external: [/\/shared\/i18n\/paraglide\//] } },
    alias: [
      // In a VM context Node cannot require() an ES module, as these CommonJS builds do (react-router/dom,
      // @reduxjs/toolkit); their ES module builds import the same code.
      { find: /^react-router-dom$/, replacement: here('../node_modules/react-router-dom/dist/index.mjs') },
      { find: /^recharts$/, replacement: here('../node_modules/recharts/es6/index.js') },
    ],
  },
}));
