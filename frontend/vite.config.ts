/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
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
  },
  server: { host: '127.0.0.1' },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [here('./src/test/setup.ts')],
    css: false,
  },
});
