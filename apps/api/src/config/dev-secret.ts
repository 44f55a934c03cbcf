import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JWT secret when JWT_SECRET is unset outside production: random, made on first run and kept
 * in `<DATA_DIR>/jwt-secret` (owner-only), so sessions survive a restart and no secret lives in
 * the repository. Production refuses to start without JWT_SECRET (config/env.ts).
 */
export function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  const read = () => {
    try {
      const s = readFileSync(file, 'utf8').trim();
      return s.length >= 32 ? s : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two processes start together, the first file written wins and both read it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    const other = read();
    if (other) return other;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
