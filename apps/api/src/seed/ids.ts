import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/** A stable ObjectId derived from a key, so every run of the seed names a thing the same way. */
export function seedId(key: string): Types.ObjectId {
  return new Types.ObjectId(
    createHash('sha1').update(`vastra-seed:${key}`).digest('hex').slice(0, 24),
  );
}

export { slugify } from '@vastra/contracts';

/** mulberry32: a small deterministic PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rand {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  sample<T>(list: readonly T[], n: number): T[];
}

export function rand(seed: number): Rand {
  const next = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const v = list[Math.floor(next() * list.length)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < n && copy.length > 0)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      return out;
    },
  };
}

/** A 32-bit seed from a key (FNV-1a), for a PRNG per named thing. */
export function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
