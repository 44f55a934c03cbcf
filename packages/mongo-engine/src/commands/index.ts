import type { Document } from '../bson';
import { ErrorCodes, MongoCommandError, toCommandError } from '../engine/errors';
import { adminCommands } from './admin';
import { aggregateCommands } from './aggregate';
import { crudCommands } from './crud';
import { ddlCommands } from './ddl';
import { runHandler, runInSession, transactionCommands } from './transactions';
import type { CommandContext, CommandHandler } from './types';

/**
 * Commands that change stored state: refused at once while their changes cannot be journaled.
 * Inside a transaction they change only its overlay; its commit is refused instead (and aborts it,
 * see transactions.ts).
 */
const WRITES = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'create',
  'drop',
  'dropDatabase',
  'createIndexes',
  'dropIndexes',
  'renameCollection',
]);

const HANDLERS: Record<string, CommandHandler> = {
  ...adminCommands,
  ...crudCommands,
  ...aggregateCommands,
  ...ddlCommands,
  ...transactionCommands,
};

/** Runs one command body and returns the reply document (errors become `{ ok: 0, ... }`). */
export function runCommand(
  body: Document,
  ctx: Omit<CommandContext, 'name' | 'db'> & { db?: string },
): Document {
  const name = Object.keys(body)[0];
  const db = typeof body.$db === 'string' ? body.$db : (ctx.db ?? 'admin');
  if (!name) {
    return new MongoCommandError(ErrorCodes.CommandNotFound, 'no such command: ""').toResponse();
  }
  const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) {
    return new MongoCommandError(
      ErrorCodes.CommandNotFound,
      `no such command: '${name}'`,
    ).toResponse();
  }
  const refused =
    WRITES.has(name) && body.autocommit === undefined ? ctx.store.writeRefusal() : null;
  if (refused) return toCommandError(refused).toResponse();
  const full = { ...ctx, db, name };
  return ctx.sessions
    ? runInSession(handler, body, full, ctx.sessions)
    : runHandler(handler, body, full);
}

export const supportedCommands = Object.keys(HANDLERS);
