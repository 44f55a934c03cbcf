import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import {
  CatalogueSignalModel,
  startCatalogueSignal,
  type CatalogueSignal,
} from './catalogue-signal';
import { catalogueVersion } from './catalogue-version';
import { CategoryModel } from './category.model';

const running: CatalogueSignal[] = [];
const start = (pollMs = 50) => {
  const s = startCatalogueSignal({
    logger: createLogger('silent'),
    pollMs,
    publishDelayMs: 10,
  });
  running.push(s);
  return s;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

describe('catalogue signal (catalogue writes reach the other API processes)', () => {
  it('a write in this process bumps the shared signal document other processes read', async () => {
    start();
    const before = (await CatalogueSignalModel.findById('catalogue').lean())?.v ?? 0;
    const name = `Signal ${Date.now()}`;
    await CategoryModel.create({
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      subcategories: [],
    });
    await vi.waitFor(
      async () =>
        expect((await CatalogueSignalModel.findById('catalogue').lean())?.v).toBeGreaterThan(
          before,
        ),
      { timeout: 5000, interval: 20 },
    );
  });

  it("another process's signal drops this process's cached answers (the catalogue version moves)", async () => {
    await CatalogueSignalModel.updateOne(
      { _id: 'catalogue' },
      { $inc: { v: 1 } },
      { upsert: true },
    );
    start();
    // Let the first read record the current value, then write as another process would.
    await new Promise((r) => setTimeout(r, 150));
    const version = catalogueVersion();
    await CatalogueSignalModel.updateOne({ _id: 'catalogue' }, { $inc: { v: 1 } });
    await vi.waitFor(() => expect(catalogueVersion()).toBeGreaterThan(version), {
      timeout: 5000,
      interval: 20,
    });
  });

  // The in-repo wire engine offers no change streams; a real replica set would keep its stream.
  it.runIf(process.env.MONGO_ENGINE === 'wire')(
    'without change streams it falls back to polling',
    async () => {
      const s = start();
      await vi.waitFor(() => expect(s.mode).toBe('polling'), { timeout: 5000, interval: 20 });
    },
  );

  // A real replica set (CI's mongod): the change lands through the stream, with polling too slow
  // to be the one delivering it.
  it.runIf(process.env.MONGO_ENGINE === 'memory-server')(
    'with change streams the change lands without waiting for a poll',
    async () => {
      await CatalogueSignalModel.updateOne(
        { _id: 'catalogue' },
        { $inc: { v: 1 } },
        { upsert: true },
      );
      const s = start(60_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(s.mode).toBe('change-stream');
      const version = catalogueVersion();
      await CatalogueSignalModel.updateOne({ _id: 'catalogue' }, { $inc: { v: 1 } });
      await vi.waitFor(() => expect(catalogueVersion()).toBeGreaterThan(version), {
        timeout: 10_000,
        interval: 20,
      });
    },
  );
});
