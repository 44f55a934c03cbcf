import {
  ErrorCode,
  ServiceFaultMsg,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type ErrorBody,
} from '@vastra/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { AppError } from './app-error';
import { zodIssues } from './validate';
import { isDbFull } from './mongo-errors';
import { isNoRoom } from './whole-file';

/** Unknown route → 404 JSON. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `No route for ${req.method} ${req.path}.`, ErrorCode.NOT_FOUND));
};

type HttpishError = Error & {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: unknown;
};

/** Maps anything thrown to `{ success: false, message, code, issues? }`. Never leaks a stack. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const { status, body, headers } = toErrorResponse(err);
  if (status >= 500) {
    req.log?.error({ err, reqId: req.id }, 'unhandled error');
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [k, v] of Object.entries(headers ?? {})) res.setHeader(k, v);
  res.status(status).json(body);
};

export function toErrorResponse(err: unknown): {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
} {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: {
        success: false,
        message: err.message,
        code: err.code,
        ...(err.issues ? { issues: err.issues } : {}),
      },
      headers: err.headers,
    };
  }
  if (err instanceof ZodError) {
    const issues = zodIssues(err);
    return {
      status: 400,
      body: {
        success: false,
        message: issues[0]?.message ?? 'Invalid input.',
        code: ErrorCode.VALIDATION,
        issues,
      },
    };
  }
  const e = err as HttpishError;
  if (e?.type === 'entity.parse.failed') {
    return {
      status: 400,
      body: {
        success: false,
        message: 'Malformed JSON in request body.',
        code: ErrorCode.MALFORMED_JSON,
      },
    };
  }
  if (e?.type === 'entity.too.large') {
    return {
      status: 413,
      body: {
        success: false,
        message: 'Request body is too large.',
        code: ErrorCode.PAYLOAD_TOO_LARGE,
      },
    };
  }
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return {
      status: 415,
      body: {
        success: false,
        message: 'Unsupported request encoding.',
        code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      },
    };
  }
  if (err instanceof mongoose.Error.CastError) {
    return {
      status: 400,
      body: { success: false, message: 'Invalid id.', code: ErrorCode.BAD_REQUEST },
    };
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const issues = Object.values(err.errors).map((x) => ({ path: x.path, message: x.message }));
    return {
      status: 400,
      body: {
        success: false,
        message: issues[0]?.message ?? 'Invalid input.',
        code: ErrorCode.VALIDATION,
        issues,
      },
    };
  }
  if (isNoRoom(err)) {
    return {
      status: 507,
      body: { success: false, message: ServiceFaultMsg.storageFull, code: ErrorCode.STORAGE_FULL },
    };
  }
  if (isDbFull(err)) {
    return {
      status: 503,
      body: { success: false, message: ServiceFaultMsg.databaseFull, code: ErrorCode.STORAGE_FULL },
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  if (isDbUnavailable(err)) {
    return {
      status: 503,
      body: {
        success: false,
        message: ServiceFaultMsg.unavailable,
        code: ErrorCode.SERVICE_UNAVAILABLE,
      },
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: {
        success: false,
        message: e.expose !== false && e.message ? e.message : 'Bad request.',
        code: ErrorCode.BAD_REQUEST,
      },
    };
  }
  return {
    status: 500,
    body: {
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: ErrorCode.INTERNAL,
    },
  };
}

function isDbUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const name = err.name;
  return (
    name === 'MongoNetworkError' ||
    name === 'MongoServerSelectionError' ||
    name === 'MongoNotConnectedError' ||
    name === 'MongoTopologyClosedError' ||
    name === 'MongoNetworkTimeoutError' ||
    name === 'MongooseServerSelectionError' ||
    /buffering timed out|Client must be connected|connection .* closed/i.test(err.message)
  );
}
