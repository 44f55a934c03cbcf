/**
 * One API process for bench/idle-cpu.ts: the real server (`startServer`, as `dist/main.js` runs it)
 * on the database at MONGODB_URI, answering the parent's CPU probes and profile requests over IPC.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvSchema } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { startServer } from '../src/server';
import { serveParent, type ChildMessage } from './protocol';

process.env.NODE_ENV = 'production';
const env = EnvSchema.parse({
  NODE_ENV: 'development',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vastra-bench-idle-')),
  JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
  ...(process.env.COURIER_SIM_STEP_MS
    ? { COURIER_SIM_STEP_MS: process.env.COURIER_SIM_STEP_MS }
    : {}),
});
const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('idle-api: MONGODB_URI is required');
const running = await startServer(env, createLogger(env.LOG_LEVEL), uri);
serveParent(() => running.close());
process.send?.({ type: 'ready', url: running.url } satisfies ChildMessage);
