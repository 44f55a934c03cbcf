import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { queuedOn, queuedKeys } from './in-process-queue';

describe('queuedOn', () => {
  it('runs calls sharing a key one at a time, in call order', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await sleep(5);
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((n) => queuedOn(['stock:1'], job(n))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queuedKeys()).toBe(0);
  });

  it('runs calls with disjoint keys side by side', async () => {
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(10);
      running -= 1;
    };
    await Promise.all([queuedOn(['stock:a'], job), queuedOn(['stock:b'], job)]);
    expect(most).toBe(2);
  });

  it('never deadlocks calls naming the same keys in opposite orders', async () => {
    let done = 0;
    const job = async () => {
      await sleep(1);
      done += 1;
    };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queuedOn(i % 2 ? ['stock:x', 'stock:y'] : ['stock:y', 'stock:x'], job),
      ),
    );
    expect(done).toBe(20);
    expect(queuedKeys()).toBe(0);
  });

  it('releases its keys when the call fails, and passes the failure on', async () => {
    const failing = queuedOn(['stock:z'], async () => {
      throw new Error('refused');
    });
    const next = queuedOn(['stock:z'], async () => 'ran');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
    expect(queuedKeys()).toBe(0);
  });
});
