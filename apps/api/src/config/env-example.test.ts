import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './env';

/** `.env.example` at the repository root documents every variable the API reads. */
describe('.env.example', () => {
  const text = readFileSync(resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
  const listed = new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

  it('lists every variable of the configuration schema', () => {
    const keys = Object.keys(EnvSchema.in.shape);
    const missing = keys.filter((k) => !listed.has(k));
    expect(missing).toEqual([]);
  });

  it('parses as a valid development configuration when copied as it is', () => {
    const values = Object.fromEntries(
      [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(EnvSchema.safeParse(values).success).toBe(true);
  });
});
