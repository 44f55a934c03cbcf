import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository's root `.env`: read by the development entry points only. */
export const ROOT_ENV_FILE = resolve(import.meta.dirname, '../../../../.env');

/**
 * Reads a `.env` file into `process.env` when it exists (Node's own parser). A variable already
 * set in the environment wins over the file, so `PORT=4001 pnpm dev` beats a `PORT` in `.env`.
 * Production entry points never call this: there the process manager or compose file sets the
 * environment. Answers whether a file was read.
 */
export function loadDotEnv(path = ROOT_ENV_FILE): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}
