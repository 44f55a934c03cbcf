import type { Document } from '../bson';
import type { CursorManager } from '../engine/cursors';
import type { SessionManager } from '../engine/sessions';
import type { Store } from '../engine/store';
import type { Transaction } from '../engine/transaction';

export interface CommandContext {
  store: Store;
  cursors: CursorManager;
  /** Sessions and transactions of this server (absent: commands run outside any session). */
  sessions?: SessionManager;
  /** The transaction the command runs in (set by session dispatch for `autocommit: false`). */
  txn?: Transaction;
  /** `host:port` clients reach this server at (hello's `me`, `hosts`, `primary`). */
  self?: string;
  /** The database named by `$db` (or the OP_QUERY namespace). */
  db: string;
  connectionId: number;
  /** The command name as sent (first key of the body). */
  name: string;
}

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document;
