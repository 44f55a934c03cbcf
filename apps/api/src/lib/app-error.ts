import { ErrorCode, ServiceFaultMsg } from '@vastra/contracts';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error type services throw. `operational` errors are expected (bad input, not found…). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codeFor(status),
    readonly issues?: ErrorIssue[],
    readonly operational = true,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest = (message: string, issues?: ErrorIssue[]) =>
    new AppError(400, message, ErrorCode.BAD_REQUEST, issues);
  static unauthorized = (
    message = 'Please log in to continue.',
    code: string = ErrorCode.UNAUTHORIZED,
  ) => new AppError(401, message, code);
  static forbidden = (message = 'You are not allowed to do that.') =>
    new AppError(403, message, ErrorCode.FORBIDDEN);
  static notFound = (message = 'Not found.') => new AppError(404, message, ErrorCode.NOT_FOUND);
  /** 410: the record existed and is gone for good (an archived product). */
  static gone = (message: string, code: string) => new AppError(410, message, code);
  static conflict = (message: string, code: string = ErrorCode.CONFLICT) =>
    new AppError(409, message, code);
  /** The request is well-formed but contradicts an earlier one (e.g. a reused Idempotency-Key). */
  static unprocessable = (message: string, code: string) => new AppError(422, message, code);
  static tooLarge = (message: string) => new AppError(413, message, ErrorCode.PAYLOAD_TOO_LARGE);
  static unsupported = (message: string) =>
    new AppError(415, message, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  /** 507: the disk (or the account's quota) has no room for a file the request writes. */
  static storageFull = () => new AppError(507, ServiceFaultMsg.storageFull, ErrorCode.STORAGE_FULL);
  static tooMany = (message: string, retryAfterSeconds: number) =>
    new AppError(429, message, ErrorCode.RATE_LIMITED, undefined, true, {
      'Retry-After': String(retryAfterSeconds),
    });
  static unavailable = (message: string, code: string = ErrorCode.SERVICE_UNAVAILABLE) =>
    new AppError(503, message, code);
}

function codeFor(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.BAD_REQUEST;
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 415:
      return ErrorCode.UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    case 503:
      return ErrorCode.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
  }
}
