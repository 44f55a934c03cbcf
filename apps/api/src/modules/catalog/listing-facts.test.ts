import { describe, expect, it } from 'vitest';
import { bumpCatalogueVersion, invalidateCatalogueAnswers } from './catalogue-version';
import { listingFact } from './listing-facts';

/** A loader that answers its call number (1, 2, …), so a test sees whether it ran again. */
function counting(): { load: () => Promise<number>; calls: () => number } {
  let n = 0;
  return { load: async () => (n += 1), calls: () => n };
}

describe('listing facts', () => {
  it('reads a fact once and keeps it until a catalogue write here', async () => {
    const c = counting();
    expect(await listingFact('t1', c.load)).toBe(1);
    expect(await listingFact('t1', c.load)).toBe(1);
    expect(c.calls()).toBe(1);
    bumpCatalogueVersion();
    expect(await listingFact('t1', c.load)).toBe(2);
    expect(c.calls()).toBe(2);
  });

  it('reads again after another process reported a catalogue write', async () => {
    const c = counting();
    await listingFact('t2', c.load);
    invalidateCatalogueAnswers();
    expect(await listingFact('t2', c.load)).toBe(2);
  });

  it('does not keep a fact read while a catalogue write happened', async () => {
    let n = 0;
    const load = async () => {
      n += 1;
      if (n === 1) bumpCatalogueVersion(); // a write lands while the first read is in flight
      return n;
    };
    expect(await listingFact('t3', load)).toBe(1);
    expect(await listingFact('t3', load)).toBe(2);
    expect(await listingFact('t3', load)).toBe(2);
  });

  it('reads again once the fact is 30 s old', async () => {
    const c = counting();
    let t = 1_000_000;
    const now = () => t;
    await listingFact('t4', c.load, now);
    t += 29_000;
    expect(await listingFact('t4', c.load, now)).toBe(1);
    t += 1_000;
    expect(await listingFact('t4', c.load, now)).toBe(2);
  });

  it('keeps each key apart', async () => {
    const a = counting();
    const b = counting();
    await listingFact('t5a', a.load);
    expect(await listingFact('t5b', b.load)).toBe(1);
    expect(a.calls() + b.calls()).toBe(2);
  });
});
