import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const fixture = resolve(import.meta.dirname, 'fixtures/failing-process.ts');

function run(mode: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fixture, mode], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } });
  return { status: child.status, lines, stderr: child.stderr };
}

describe('process lifecycle', () => {
  it('logs an unhandled rejection through pino, closes the server and exits with 1', () => {
    const { status, lines, stderr } = run('rejection');
    expect(status).toBe(1);
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal?.msg).toBe('unhandled promise rejection; exiting');
    expect(fatal?.err?.message).toBe('lost promise');
    expect(stderr).toContain('closed');
  });

  it('logs an uncaught exception the same way', () => {
    const { status, lines, stderr } = run('exception');
    expect(status).toBe(1);
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal?.msg).toBe('uncaught exception; exiting');
    expect(fatal?.err?.message).toBe('thrown in a timer');
    expect(stderr).toContain('closed');
  });

  it('closes cleanly and exits with 0 on SIGTERM', () => {
    const { status, lines, stderr } = run('signal');
    expect(status).toBe(0);
    expect(lines.some((l) => l.msg === 'signal received')).toBe(true);
    expect(stderr).toContain('closed');
  });
});
