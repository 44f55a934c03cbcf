import type { Logger } from '../lib/logger';

export interface SeedOptions {
  /** Wipe catalogue collections first. */
  reset?: boolean;
  /** Scale: generate this many products (benchmarks). */
  products?: number;
  logger?: Logger;
}

/** Placeholder: the catalogue issue implements the idempotent demo catalogue. */
export async function seedDemoCatalogue(_opts: SeedOptions = {}): Promise<{ products: number }> {
  return { products: 0 };
}

/** True when there is no catalogue yet (dev stack seeds automatically then). */
export async function isCatalogueEmpty(): Promise<boolean> {
  return false;
}
