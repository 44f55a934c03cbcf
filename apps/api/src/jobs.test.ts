import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../test/helpers';
import { buildDeps } from './build-deps';
import { jobTable, recurringJobs } from './jobs';
import { createLogger } from './lib/logger';

const src = fileURLToPath(new URL('.', import.meta.url));

/** Every `recordJob(session, '<name>', …)` in the API's sources (tests excluded). */
function recordedNames(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return recordedNames(path);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/recordJob\(\s*\w+,\s*'([^']+)'/g)].map(
      (m) => m[1]!,
    );
  });
}

describe('the job table', () => {
  it('has a handler for every job the API records, and runs nothing it does not record', () => {
    const deps = buildDeps(testEnv(), createLogger('silent'));
    const names = [...new Set(recordedNames())].sort();
    expect(names.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(jobTable(deps)).sort()).toEqual(names);
    const sweeps = recurringJobs(deps).map((r) => r.name);
    expect(sweeps.filter((n) => names.includes(n))).toEqual([]);
  });
});
