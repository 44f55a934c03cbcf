import { describe, expect, it } from 'vitest';
import { LeaseModel, LeaseTimeoutError, withLease } from './lease';

describe('withLease (one holder at a time across processes)', () => {
  it('runs holders of one key one after another, never two at once', async () => {
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        withLease('lease:serial', async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((r) => setTimeout(r, 20));
          order.push(i);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toHaveLength(6);
    expect(await LeaseModel.findById('lease:serial').lean()).toBeNull();
  });

  it('releases the lease when the holder throws, and passes the error on', async () => {
    await expect(
      withLease('lease:throws', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(withLease('lease:throws', async () => 'again')).resolves.toBe('again');
  });

  it('takes over a lease whose holder died once it has expired, and gives up waiting on a live one', async () => {
    await LeaseModel.create({
      _id: 'lease:dead',
      owner: 'gone',
      expiresAt: new Date(Date.now() - 1),
    });
    await expect(withLease('lease:dead', async () => 'taken')).resolves.toBe('taken');

    await LeaseModel.create({
      _id: 'lease:live',
      owner: 'someone',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await expect(
      withLease('lease:live', async () => 'never', { waitMs: 100 }),
    ).rejects.toBeInstanceOf(LeaseTimeoutError);
  });

  it('with waitMs 0 (the periodic sweeps) a held lease is skipped at once, a free one taken', async () => {
    await LeaseModel.create({
      _id: 'lease:sweep',
      owner: 'other-process',
      expiresAt: new Date(Date.now() + 60_000),
    });
    let ran = false;
    await expect(
      withLease('lease:sweep', async () => (ran = true), { waitMs: 0 }),
    ).rejects.toBeInstanceOf(LeaseTimeoutError);
    expect(ran).toBe(false);
    await LeaseModel.deleteOne({ _id: 'lease:sweep' });
    await expect(withLease('lease:sweep', async () => 'swept', { waitMs: 0 })).resolves.toBe(
      'swept',
    );
  });
});

describe('withLease heartbeat', () => {
  it('a holder working past the TTL keeps its lease (renewed), so no one else gets in', async () => {
    let inside = 0;
    let most = 0;
    const hold = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 1_000)); // four TTLs
      inside -= 1;
    };
    await Promise.all([
      withLease('lease:beat', hold, { ttlMs: 250 }),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        withLease('lease:beat', hold, { ttlMs: 250 }),
      ),
    ]);
    expect(most).toBe(1);
  });
});
