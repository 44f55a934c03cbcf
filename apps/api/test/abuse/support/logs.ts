import { Writable } from 'node:stream';
import type { Express } from 'express';
import pino from 'pino';
import { createApp } from '../../../src/app';
import { buildDeps } from '../../../src/build-deps';
import type { AppDeps } from '../../../src/deps';
import { testEnv } from '../../helpers';

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** A pino logger whose JSON lines are kept in memory, for asserting that failures are logged. */
export function capturingLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const raw of chunk.toString('utf8').split('\n')) {
        if (!raw.trim()) continue;
        try {
          lines.push(JSON.parse(raw) as LogLine);
        } catch {
          lines.push({ level: 0, msg: raw });
        }
      }
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** The real app with real engines from a test env, logging into memory. */
export function createLoggedApp(envOverrides: Record<string, string> = {}): {
  app: Express;
  deps: AppDeps;
  lines: LogLine[];
} {
  const { logger, lines } = capturingLogger();
  const deps = buildDeps(testEnv(envOverrides), logger);
  return { app: createApp(deps), deps, lines };
}

/** Waits until a log line matches (background work such as mail sending logs after the answer). */
export async function waitForLog(
  lines: LogLine[],
  match: (l: LogLine) => boolean,
  timeoutMs = 8000,
): Promise<LogLine> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = lines.find(match);
    if (hit) return hit;
    if (Date.now() > deadline)
      throw new Error(
        `no matching log line within ${timeoutMs} ms; saw: ${lines
          .map((l) => l.msg)
          .slice(-15)
          .join(' | ')}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}
