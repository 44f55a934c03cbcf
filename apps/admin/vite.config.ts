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
 * /admin/ (the dev server on 5174, `vite preview` on 4174). It reuses the storefront's UI
 * primitives (button, inputs, dialog layer, toasts: `@shop-ui/*`) and design tokens rather than
 * copying them.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shop-ui': fileURLToPath(new URL('../web/src/components/ui', import.meta.url)),
      '@shop-theme': fileURLToPath(
        new URL('../web/src/features/theme/hooks/use-theme.ts', import.meta.url),
      ),
    },
    // The shared primitives live under apps/web: one React, one router, one query client.
    dedupe: ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'sonner'],
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
  },
});
