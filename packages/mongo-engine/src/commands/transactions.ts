import type { Document } from '../bson';
import { ErrorCodes, MongoCommandError, toCommandError } from '../engine/errors';
import type { Session, SessionManager } from '../engine/sessions';
import { writeConflict } from '../engine/transaction';
import { isPlainObject, keyOf } from '../engine/values';
import type { CommandContext, CommandHandler } from './types';
import { toInt } from './util';

/**
 * Sessions in command dispatch: `lsid` + `txnNumber` + `autocommit: false` run a command inside
 * the session's transaction (`startTransaction: true` opens it); `txnNumber` alone is a retryable
 * write (a retry of the same number is answered from the recorded reply, not applied twice).
 */

/** Commands mongod accepts inside a multi-document transaction (that this engine has). */
const IN_TRANSACTION = new Set([
  'find',
  'getMore',
  'killCursors',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'aggregate',
  'distinct',
  'commitTransaction',
  'abortTransaction',
]);

const TRANSIENT = new Set<number>([ErrorCodes.WriteConflict, ErrorCodes.NoSuchTransaction]);

export const TRANSIENT_TRANSACTION_ERROR = 'TransientTransactionError';

/** Runs a handler, turning anything it throws into an `{ ok: 0 }` reply. */
export function runHandler(handler: CommandHandler, body: Document, ctx: CommandContext): Document {
  try {
    return handler(body, ctx);
  } catch (err) {
    return toCommandError(err).toResponse();
  }
}

/** An error reply, labelled TransientTransactionError when retrying the whole transaction may work. */
function failure(err: unknown): Document {
  const reply = toCommandError(err).toResponse();
  return labelled(reply);
}

function labelled(reply: Document): Document {
  const code = typeof reply.code === 'number' ? reply.code : 0;
  return TRANSIENT.has(code) ? { ...reply, errorLabels: [TRANSIENT_TRANSACTION_ERROR] } : reply;
}

function noSuchTransaction(s: Session, txnNumber: number): MongoCommandError {
  const why =
    s.txnNumber === txnNumber && s.txn?.state === 'aborted'
      ? `Transaction with { txnNumber: ${txnNumber} } has been aborted.`
      : `Given transaction number ${txnNumber} does not match any in-progress transactions. The active transaction number is ${s.txnNumber}`;
  return new MongoCommandError(ErrorCodes.NoSuchTransaction, why);
}

function sessionKey(lsid: unknown): string | undefined {
  return isPlainObject(lsid) && lsid.id !== undefined ? keyOf(lsid.id) : undefined;
}

/** Dispatches one command with its session fields (see the module comment). */
export function runInSession(
  handler: CommandHandler,
  body: Document,
  ctx: CommandContext,
  sessions: SessionManager,
): Document {
  sessions.sweep();
  const hasTxnNumber = body.txnNumber !== undefined;
  if (!hasTxnNumber && body.autocommit === undefined) return runHandler(handler, body, ctx);
  const key = sessionKey(body.lsid);
  const txnNumber = toInt(body.txnNumber);
  if (key === undefined || txnNumber === undefined) {
    return new MongoCommandError(
      ErrorCodes.InvalidOptions,
      'Transaction number requires a session ID to also be specified',
    ).toResponse();
  }
  const s = sessions.session(key);
  if (body.autocommit === undefined) return retryableWrite(handler, body, ctx, sessions, s);
  if (body.autocommit !== false) {
    return new MongoCommandError(
      ErrorCodes.InvalidOptions,
      'Specifying autocommit=true is not allowed.',
    ).toResponse();
  }
  if (!IN_TRANSACTION.has(ctx.name)) {
    return new MongoCommandError(
      ErrorCodes.OperationNotSupportedInTransaction,
      `Cannot run '${ctx.name}' in a multi-document transaction.`,
    ).toResponse();
  }
  try {
    if (body.startTransaction === true) {
      if (txnNumber < s.txnNumber || (txnNumber === s.txnNumber && s.txn)) {
        throw new MongoCommandError(
          ErrorCodes.TransactionTooOld,
          `Cannot start transaction ${txnNumber} on session because a newer transaction ${s.txnNumber} has already started.`,
        );
      }
      sessions.begin(s, txnNumber);
    }
    const txn = s.txnNumber === txnNumber ? s.txn : null;
    if (ctx.name === 'commitTransaction') {
      if (txn?.state === 'committed') return { ok: 1 };
      if (txn?.state !== 'active') throw noSuchTransaction(s, txnNumber);
      // No room to journal it: aborted, so the documents it holds are free for the retry.
      const refused = ctx.store.writeRefusal();
      if (refused) {
        sessions.abort(s);
        throw refused;
      }
      sessions.commit(s);
      return { ok: 1 };
    }
    if (ctx.name === 'abortTransaction') {
      if (txn?.state !== 'active') throw noSuchTransaction(s, txnNumber);
      sessions.abort(s);
      return { ok: 1 };
    }
    if (txn?.state !== 'active') throw noSuchTransaction(s, txnNumber);
    try {
      txn.validate();
    } catch (err) {
      sessions.abort(s);
      throw err;
    }
    const reply = runHandler(handler, body, { ...ctx, txn });
    // As mongod: a failed statement aborts the transaction, and a write conflict fails the
    // whole command (not one write error) so the driver sees the transient label.
    if (reply.ok === 1 && reply.writeErrors === undefined) return reply;
    sessions.abort(s);
    const conflict = Array.isArray(reply.writeErrors)
      ? (reply.writeErrors as Document[]).find((e) => e.code === ErrorCodes.WriteConflict)
      : undefined;
    return conflict ? failure(writeConflict()) : labelled(reply);
  } catch (err) {
    return failure(err);
  }
}

function retryableWrite(
  handler: CommandHandler,
  body: Document,
  ctx: CommandContext,
  sessions: SessionManager,
  s: Session,
): Document {
  const txnNumber = toInt(body.txnNumber) ?? 0;
  if (s.retried?.txnNumber === txnNumber) return s.retried.reply;
  if (txnNumber < s.txnNumber) {
    return new MongoCommandError(
      ErrorCodes.TransactionTooOld,
      `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${s.txnNumber} has already started on this session.`,
    ).toResponse();
  }
  sessions.abort(s);
  s.txnNumber = txnNumber;
  const reply = runHandler(handler, body, ctx);
  s.retried = { txnNumber, reply };
  return reply;
}

const outsideSession: CommandHandler = (_cmd, ctx) => {
  throw new MongoCommandError(
    ErrorCodes.InvalidOptions,
    `'${ctx.name}' must be run with a session id, a txnNumber and autocommit: false`,
  );
};

export const transactionCommands: Record<string, CommandHandler> = {
  commitTransaction: outsideSession,
  abortTransaction: outsideSession,
  endSessions: (cmd, ctx) => {
    const ids: unknown = cmd.endSessions;
    const keys = (Array.isArray(ids) ? ids : [])
      .map(sessionKey)
      .filter((k): k is string => k !== undefined);
    ctx.sessions?.end(keys);
    return { ok: 1 };
  },
};
