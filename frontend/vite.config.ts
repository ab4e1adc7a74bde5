/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPages } from './prerender/prerender-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss(), prerenderPages()],
  resolve: {
    alias: {
      '@shared': here('../shared'),
      '@': here('./src'),
    },
  },
  build: {
    outDir: here('../dist/site'),
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the store supports preloads modules itself; the polyfill only weighed on the first load.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1' },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.ts'],
    setupFiles: [here('./src/test/setup.ts')],
    // Room for a few of Testing Library's waits (asyncUtilTimeout, setup.ts) on a loaded 2-core machine: at
    // 5 s, tests that type long texts or wait for a lazy screen timed out and left work running into the next.
    testTimeout: 60_000,
    css: false,
  },
});
