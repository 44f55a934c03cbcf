import type { Document } from '../bson';
import type { CursorManager } from '../engine/cursors';
import type { Store } from '../engine/store';

export interface CommandContext {
  store: Store;
  cursors: CursorManager;
  /** The database named by `$db` (or the OP_QUERY namespace). */
  db: string;
  connectionId: number;
  /** The command name as sent (first key of the body). */
  name: string;
}

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document;
