import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from './app-error';

export interface UploadOptions {
  /** The multipart field carrying the file(s). */
  field: string;
  /** Files accepted in that field (default 1). */
  maxFiles?: number;
  /** Bytes per file. */
  maxBytes: number;
  /** Other (text) fields accepted, and bytes per text field. */
  fields?: number;
  fieldSize?: number;
  /** 413 when a file is over `maxBytes`. */
  tooLarge: string;
  /** 400 for more files than `maxFiles`, or a file in another field (default: `malformed`). */
  tooMany?: string;
  /** 400 when another limit is hit (too many fields or parts, a text field too long). */
  malformed?: string;
  /** 400 when the multipart body cannot be parsed (truncated, bad boundary; default: `malformed`). */
  unreadable?: string;
}

/**
 * multer keeping uploads in memory (so a refused upload never touches the disk), with every limit
 * set and its errors answered as 413 / 400 in the shop's words instead of multer's. The files are
 * read with `uploadedFiles(req)`; the handler decides whether none is acceptable.
 */
export function memoryUpload(opts: UploadOptions): RequestHandler {
  const maxFiles = opts.maxFiles ?? 1;
  const fields = opts.fields ?? 12;
  const malformed = opts.malformed ?? 'The form is too large or malformed.';
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: opts.maxBytes,
      files: maxFiles,
      fields,
      fieldSize: opts.fieldSize ?? 32 * 1024,
      parts: fields + maxFiles + 1,
    },
  }).array(opts.field, maxFiles);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof AppError) return next(err);
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(AppError.tooLarge(opts.tooLarge));
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
          return next(AppError.badRequest(opts.tooMany ?? malformed));
        return next(AppError.badRequest(malformed));
      }
      // busboy's own errors (truncated or malformed multipart) are the client's fault.
      return next(AppError.badRequest(opts.unreadable ?? malformed));
    });
  };
}

/** The files a request that went through `memoryUpload` carried, as buffers (in form order). */
export const uploadedFiles = (req: { files?: unknown }): Buffer[] =>
  Array.isArray(req.files) ? (req.files as { buffer: Buffer }[]).map((f) => f.buffer) : [];
