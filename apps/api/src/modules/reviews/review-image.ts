import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  REVIEW_IMAGE_FIELD,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_MAX_WIDTH,
  REVIEW_IMAGE_TYPES,
  ReviewMsg,
} from '@vastra/contracts';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/**
 * The review photo pipeline: multer keeps the upload in memory (5 MB cap, so a rejected upload
 * never touches the disk), the type is sniffed from the bytes, and the pixels are decoded and
 * re-encoded to WebP (≤ 1600 px wide) by sharp, which drops every metadata block (EXIF, GPS,
 * XMP, ICC comments) and anything appended after the image (polyglots). Only the re-encoded
 * bytes are written, under a random name; the client's filename and declared type are ignored.
 */

/** Decompression-bomb guard: refuse images above this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;
const URL_PREFIX = '/uploads/';
const STORED_NAME = /^[a-f\d]{32}\.webp$/;

/**
 * multer for a form carrying photos in the `image` field: at most `maxFiles` of them (more is a
 * 400 with `tooMany`), each under the 5 MB cap (413), with its errors mapped to AppErrors.
 */
export function photoUpload(maxFiles: number, tooMany: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: REVIEW_IMAGE_MAX_BYTES,
      files: maxFiles,
      fields: 12,
      fieldSize: 32 * 1024,
      parts: 13 + maxFiles,
    },
  }).array(REVIEW_IMAGE_FIELD, maxFiles);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(AppError.tooLarge(ReviewMsg.imageTooLarge));
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
          return next(AppError.badRequest(tooMany));
        }
        return next(AppError.badRequest('The form is too large or malformed.'));
      }
      // busboy's own errors (truncated or malformed multipart) are the client's fault.
      if (err instanceof Error && !(err instanceof AppError)) {
        return next(AppError.badRequest('The form could not be read. Please try again.'));
      }
      return next(err);
    });
  };
}

/** The uploaded photos of a request that went through `photoUpload`, as buffers. */
export const uploadedPhotos = (req: { files?: unknown }): Buffer[] =>
  Array.isArray(req.files) ? (req.files as { buffer: Buffer }[]).map((f) => f.buffer) : [];

/** The review form: one photo at most. */
export const reviewUpload = photoUpload(1, ReviewMsg.oneImageOnly);

const ALLOWED = new Set<string>(REVIEW_IMAGE_TYPES);

/** Sniffs, decodes and re-encodes an uploaded photo. Throws 413/415 AppErrors; never writes. */
export async function processReviewImage(input: Buffer): Promise<Buffer> {
  if (input.length > REVIEW_IMAGE_MAX_BYTES) throw AppError.tooLarge(ReviewMsg.imageTooLarge);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) throw AppError.unsupported(ReviewMsg.imageType);

  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw AppError.unsupported(ReviewMsg.imageUnreadable);
  }
  if (!meta.width || !meta.height) throw AppError.unsupported(ReviewMsg.imageUnreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw AppError.tooLarge(ReviewMsg.imageDimensions);

  try {
    return await sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: REVIEW_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw AppError.unsupported(ReviewMsg.imageUnreadable);
  }
}

/** Where review photos live. Local disk today; an object store later behind the same shape. */
export interface ReviewImageStore {
  /** Writes already re-encoded WebP bytes under a fresh random name; returns the public URL. */
  save(webp: Buffer): Promise<string>;
  /** Removes a stored photo by its URL (ignores URLs this store did not produce). */
  remove(url: string): Promise<void>;
}

export function createLocalImageStore(dir: string): ReviewImageStore {
  return {
    async save(webp) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(dir, name), webp, { flag: 'wx', mode: 0o644 });
      return `${URL_PREFIX}${name}`;
    },
    async remove(url) {
      const name = basename(url);
      if (!url.startsWith(URL_PREFIX) || !STORED_NAME.test(name)) return;
      await unlink(join(dir, name)).catch(() => undefined);
    },
  };
}
