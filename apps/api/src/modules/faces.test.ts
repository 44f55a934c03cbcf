import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

/**
 * A module's records are private to it: its face (`index.ts`) exports functions and types, never
 * a Mongoose model, so no other module can query another's collection behind its back.
 */
const here = import.meta.dirname;
const modules = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory());

const isModel = (value: unknown): boolean =>
  typeof value === 'function' && value.prototype instanceof mongoose.Model;

describe('module faces', () => {
  it('finds the modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['catalog', 'orders', 'users', 'payments']));
  });

  it.each(modules)('%s exports no Mongoose model', async (name) => {
    const face = (await import(`./${name}/index.ts`)) as Record<string, unknown>;
    const models = Object.entries(face)
      .filter(([, value]) => isModel(value))
      .map(([key]) => key);
    expect(models).toEqual([]);
  });
});
