import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv, ROOT_ENV_FILE } from './dotenv';

describe('the development .env file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vastra-dotenv-'));
  afterEach(() => {
    delete process.env.VASTRA_DOTENV_A;
    delete process.env.VASTRA_DOTENV_B;
  });

  it('is the repository root’s', () => {
    expect(ROOT_ENV_FILE.endsWith('/.env')).toBe(true);
    expect(ROOT_ENV_FILE).not.toContain('/apps/');
  });

  it('fills what the environment does not set, and never overrides it', () => {
    const file = join(dir, '.env');
    writeFileSync(file, 'VASTRA_DOTENV_A=from-file\nVASTRA_DOTENV_B=from-file\n');
    process.env.VASTRA_DOTENV_A = 'from-shell';
    expect(loadDotEnv(file)).toBe(true);
    expect(process.env.VASTRA_DOTENV_A).toBe('from-shell');
    expect(process.env.VASTRA_DOTENV_B).toBe('from-file');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is optional', () => {
    expect(loadDotEnv(join(dir, 'missing.env'))).toBe(false);
  });
});
