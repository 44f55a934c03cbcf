import type { Document } from '../bson';
import type { Store } from './store';
import { Transaction, type LockTable } from './transaction';

/** mongod's `transactionLifetimeLimitSeconds` default: an open transaction older than this is aborted. */
export const TRANSACTION_LIFETIME_MS = 60_000;
/** mongod's `localLogicalSessionTimeoutMinutes` default (also announced by hello). */
export const SESSION_TIMEOUT_MINUTES = 30;

/** One logical session (`lsid`): its newest transaction number, transaction and retryable write. */
export interface Session {
  key: string;
  lastUse: number;
  /** Highest txnNumber seen (-1: none). */
  txnNumber: number;
  txn: Transaction | null;
  /** The reply of the last retryable write, answered again when the driver retries it. */
  retried: { txnNumber: number; reply: Document } | null;
}

const managers = new WeakMap<Store, SessionManager>();

/** The session manager of a store (one per store: its locks are on the store's documents). */
export function sessionsOf(store: Store): SessionManager {
  let m = managers.get(store);
  if (!m) {
    m = new SessionManager(store);
    managers.set(store, m);
  }
  return m;
}

/** The sessions of one store, the transactions they run and the document locks those hold. */
export class SessionManager {
  private readonly sessions = new Map<string, Session>();
  private readonly locks: LockTable = new Map();
  private readonly open = new Set<Transaction>();
  /** How long a transaction may stay open before it is aborted (tests shorten it). */
  lifetimeMs = TRANSACTION_LIFETIME_MS;
  private lastSweep = Date.now();

  constructor(readonly store: Store) {}

  session(key: string): Session {
    let s = this.sessions.get(key);
    if (!s) {
      s = { key, lastUse: 0, txnNumber: -1, txn: null, retried: null };
      this.sessions.set(key, s);
    }
    s.lastUse = Date.now();
    return s;
  }

  /** Starts transaction `txnNumber` on the session, aborting an older open one (as mongod does). */
  begin(s: Session, txnNumber: number): Transaction {
    this.abort(s);
    const txn = new Transaction(this.store, this.locks, txnNumber);
    s.txnNumber = txnNumber;
    s.txn = txn;
    this.open.add(txn);
    return txn;
  }

  abort(s: Session): void {
    if (!s.txn) return;
    s.txn.abort();
    this.open.delete(s.txn);
  }

  commit(s: Session): void {
    const txn = s.txn;
    if (!txn) return;
    this.open.delete(txn);
    txn.commit();
  }

  /** `endSessions`: aborts their transactions and forgets them. */
  end(keys: string[]): void {
    for (const k of keys) {
      const s = this.sessions.get(k);
      if (!s) continue;
      this.abort(s);
      this.sessions.delete(k);
    }
  }

  get openTransactions(): number {
    return this.open.size;
  }

  /**
   * Aborts transactions open longer than {@link lifetimeMs} (their locks would otherwise block
   * every other writer of those documents) and forgets sessions idle longer than the session
   * timeout. Called before each command; cheap when nothing is open.
   */
  sweep(now = Date.now()): void {
    if (this.open.size > 0) {
      for (const txn of this.open) {
        if (now - txn.startedAt < this.lifetimeMs) continue;
        txn.abort();
        this.open.delete(txn);
      }
    }
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const idle = now - SESSION_TIMEOUT_MINUTES * 60_000;
    for (const [k, s] of this.sessions) {
      if (s.lastUse >= idle) continue;
      this.abort(s);
      this.sessions.delete(k);
    }
  }
}
