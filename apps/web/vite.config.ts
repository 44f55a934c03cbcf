/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootPlugin } from './build/boot-plugin.ts';
import { fontFallbacks } from './build/font-fallbacks.ts';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), tailwindcss(), bootPlugin(), fontFallbacks()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/static': { target: apiTarget, changeOrigin: false },
      // What crawlers read (apps/api/src/modules/seo): sitemaps, the product feed, robots.txt.
      '^/sitemap[\\w-]*\\.xml$': { target: apiTarget, changeOrigin: false },
      '/feeds/': { target: apiTarget, changeOrigin: false },
      '/robots.txt': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
      '/static': { target: apiTarget },
      '^/sitemap[\\w-]*\\.xml$': { target: apiTarget },
      '/feeds/': { target: apiTarget },
      '/robots.txt': { target: apiTarget },
    },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs', 'server/**/*.test.mjs'],
    css: false,
    // A whole test (many user steps) on a machine loaded by other work can take far longer than
    // alone; a passing test still ends as soon as it is done.
    testTimeout: 45_000,
    // expect.poll waits as long as Testing Library's findBy*/waitFor (src/test/setup.ts).
    expect: { poll: { timeout: 10_000 } },
  },
});
