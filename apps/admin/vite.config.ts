/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The API the dev and preview servers proxy /api and /uploads to (as the storefront's do). */
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:4000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/uploads': { target: apiTarget, changeOrigin: false },
  '/static': { target: apiTarget, changeOrigin: false },
};

/**
 * The back office: its own app and bundle (nothing of it reaches the storefront's), served under
 * /admin/ (the dev server on 5174, `vite preview` on 4174). Its buttons, inputs, dialog layer,
 * toasts and design tokens are the shop's design system, `@vastra/ui`, as the storefront's are.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A whole test (many user steps) on a machine loaded by other work can take far longer than
    // alone; a passing test still ends as soon as it is done.
    testTimeout: 45_000,
    // expect.poll waits as long as Testing Library's findBy*/waitFor (src/test/setup.ts).
    expect: { poll: { timeout: 10_000 } },
  },
});
