import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/**
 * Run through `pnpm test:e2e` (e2e/run.mjs), which starts the stack and sets E2E_BASE_URL,
 * E2E_API_URL and E2E_MAIL_DIR. Debian's Chromium only: never `playwright install`.
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL)
  throw new Error(
    'E2E_BASE_URL is not set: run the suite with `pnpm test:e2e` (e2e/run.mjs starts the stack).',
  );

const artifacts = fileURLToPath(new URL('./artifacts', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${artifacts}/test-results`,
  // Two cores: two browsers at most.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // No HTML report: its bundled JS would land under e2e/ where `eslint .` looks. Traces open with
  // `pnpm exec playwright show-trace e2e/artifacts/test-results/<test>/trace.zip`.
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    headless: true,
  },
});
