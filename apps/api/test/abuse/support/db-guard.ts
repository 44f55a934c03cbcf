import { ContactModel } from '../../../src/modules/contact/contact.model';
import { changedCollections, dbSnapshot, recordsChanged, type DbSnapshot } from './snapshot';
import type { Tally } from './tally';

/** Contact requests flag themselves mailed after the answer (outbox mailer): waits for that. */
export async function mailsSent(): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await ContactModel.exists({ mailed: false })) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
}

/**
 * A snapshot taken once background writes an accepted request started (a contact request's
 * "mailed" flag, say) have landed: two equal snapshots 25 ms apart, at most a few tries.
 */
export async function settledSnapshot(): Promise<DbSnapshot> {
  let prev = await dbSnapshot();
  for (let i = 0; i < 8; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
    const next = await dbSnapshot();
    if (changedCollections(prev, next).length === 0) return next;
    prev = next;
  }
  return prev;
}

/**
 * Proves rejected requests leave the database as it was without paying for a snapshot per
 * request: rejected requests are chained between two snapshots; a request that may be accepted
 * is bracketed by its own pair, and an accepted one re-bases the chain.
 */
export class DbGuard {
  private last: DbSnapshot | null = null;
  private pending: string[] = [];

  /** `settle` waits for background writes an accepted request started (e.g. a contact request's mail flag). */
  constructor(
    private readonly tally: Tally,
    private readonly settle: () => Promise<void> = async () => undefined,
  ) {}

  async begin(): Promise<void> {
    this.last = await dbSnapshot();
    this.pending = [];
  }

  /** Compares the database with the last snapshot; every rejected request since must have left it alone. */
  async checkpoint(): Promise<void> {
    const now = await dbSnapshot();
    if (this.last && this.pending.length > 0) {
      const changed = changedCollections(this.last, now);
      if (changed.length > 0) {
        this.tally.recordsChanged += recordsChanged(this.last, now);
        this.tally.fail(
          `rejected request(s) changed ${changed.join(', ')}: ${this.pending.slice(0, 5).join(' | ')}`,
        );
      }
    }
    this.last = now;
    this.pending = [];
  }

  /** A request was rejected: it joins the chain checked at the next checkpoint. */
  rejected(description: string): void {
    this.pending.push(description);
  }

  /** A request was accepted and may have changed data legitimately: start a new chain after it. */
  async accepted(): Promise<void> {
    await this.settle();
    this.last = await settledSnapshot();
    this.pending = [];
  }

  get pendingCount(): number {
    return this.pending.length;
  }
}
