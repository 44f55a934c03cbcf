import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from './app-error';

/**
 * multer for one file kept in memory (so a refused upload never touches the disk), with its errors
 * answered as 413 / 400 in the shop's words. The file is `req.file`; the handler checks it is there.
 */
export function singleUpload(opts: {
  field: string;
  maxBytes: number;
  tooLarge: string;
  malformed: string;
}): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: opts.maxBytes, files: 1, fields: 8, fieldSize: 8 * 1024, parts: 10 },
  }).single(opts.field);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
        return next(AppError.tooLarge(opts.tooLarge));
      if (err instanceof AppError) return next(err);
      // multer's other limits and busboy's errors (truncated or malformed multipart).
      return next(AppError.badRequest(opts.malformed));
    });
  };
}
