import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { MigrationModel, runMigrations, type Migration } from './migrations';

const logger = createLogger('silent');

describe('data migrations', () => {
  it('run once each, in id order, recorded; a failed one runs again next start', async () => {
    const ran: string[] = [];
    let failB = true;
    const migrations: Migration[] = [
      {
        id: '2026-02-b',
        run: async () => (failB ? Promise.reject(new Error('b broke')) : void ran.push('b')),
      },
      { id: '2026-01-a', run: async () => void ran.push('a') },
    ];
    await expect(runMigrations(migrations, logger)).rejects.toThrow('b broke');
    expect(ran).toEqual(['a']);
    failB = false;
    expect(await runMigrations(migrations, logger)).toEqual(['2026-02-b']);
    expect(await runMigrations(migrations, logger)).toEqual([]);
    expect(ran).toEqual(['a', 'b']);
    const recorded = await MigrationModel.find({}).sort({ _id: 1 }).lean();
    expect(recorded.map((r) => r._id)).toEqual(['2026-01-a', '2026-02-b']);
  });

  it('two processes starting together run each migration once', async () => {
    let runs = 0;
    const slow: Migration[] = [
      { id: '2026-03-slow', run: () => new Promise((r) => setTimeout(() => r(void runs++), 200)) },
    ];
    const [one, two] = await Promise.all([
      runMigrations(slow, logger),
      runMigrations(slow, logger),
    ]);
    expect(runs).toBe(1);
    expect([...one, ...two]).toEqual(['2026-03-slow']);
  });
});
