import type { Document } from '../bson';

/** Error codes used by mongod that the engine reproduces. */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  OperationFailed: 96,
  WriteConflict: 112,
  TransactionTooOld: 225,
  NoSuchTransaction: 251,
  OperationNotSupportedInTransaction: 263,
  NotImplemented: 238,
  OutOfDiskSpace: 14031,
  Location15974: 15974,
  DuplicateKey: 11000,
} as const;

const CODE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCodes)
    .filter(([name]) => !name.startsWith('Location'))
    .map(([name, code]) => [code, name]),
);

export function codeName(code: number): string | undefined {
  return CODE_NAMES[code];
}

/** An error answered to the client as `{ ok: 0, errmsg, code, codeName, ...extra }`. */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly extra: Document;
  constructor(code: number, message: string, extra: Document = {}) {
    super(message);
    this.code = code;
    this.extra = extra;
  }

  toResponse(): Document {
    const name = codeName(this.code);
    return {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      ...(name ? { codeName: name } : {}),
      ...this.extra,
    };
  }

  /** The shape used inside `writeErrors`. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export function notImplemented(what: string): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.NotImplemented,
    `${what} is not supported by the Vastra wire engine (see packages/mongo-engine/README.md, "Known limits")`,
  );
}

/** What the system answers when a file cannot grow: disk full, quota reached, file size limit. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export const isNoRoom = (err: unknown): boolean =>
  NO_ROOM.has(String((err as { code?: unknown } | null)?.code));

/** The answer to a write while the journal's disk has no room (`cause`: the system's error). */
export function outOfDiskSpace(cause: Error): MongoCommandError {
  const why = (cause as { code?: unknown }).code ?? cause.message;
  return new MongoCommandError(
    ErrorCodes.OutOfDiskSpace,
    `The disk of the data directory is full (${String(why)}): writes are refused until space is freed; reads still work.`,
  );
}

export function badValue(message: string): MongoCommandError {
  return new MongoCommandError(ErrorCodes.BadValue, message);
}

/** Converts anything thrown while running a command into a command error. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo throws plain Errors for invalid operators/expressions; mongod reports these as BadValue-ish failures.
  return new MongoCommandError(ErrorCodes.BadValue, message);
}
