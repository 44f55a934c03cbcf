import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  REVIEW_IMAGE_FIELD,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_MAX_WIDTH,
  REVIEW_IMAGE_TYPES,
  ReviewMsg,
  UPLOADS_PATH,
} from '@vastra/contracts';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error';
import { memoryUpload, uploadedFiles } from './upload';
import { writeWholeFile } from './whole-file';

/**
 * The review photo pipeline: multer keeps the upload in memory (5 MB cap, so a rejected upload
 * never touches the disk), the type is sniffed from the bytes, and the pixels are decoded and
 * re-encoded to WebP (≤ 1600 px wide) by sharp, which drops every metadata block (EXIF, GPS,
 * XMP, ICC comments) and anything appended after the image (polyglots). Only the re-encoded
 * bytes are written, under a random name; the client's filename and declared type are ignored.
 * A photo is written whole or not at all (`writeWholeFile`): a full disk answers 507.
 */

/** Decompression-bomb guard: refuse images above this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;
/** The shop's upload path (the contracts' content image rule accepts these addresses). */
export const UPLOAD_URL_PREFIX = UPLOADS_PATH;
export const STORED_UPLOAD_NAME = /^[a-f\d]{32}\.webp$/;

/**
 * A form carrying photos in the `image` field: at most `maxFiles` of them (more is a 400 with
 * `tooMany`), each under the 5 MB cap (413). Read them with `uploadedPhotos(req)`.
 */
export const photoUpload = (maxFiles: number, tooMany: string): RequestHandler =>
  memoryUpload({
    field: REVIEW_IMAGE_FIELD,
    maxFiles,
    maxBytes: REVIEW_IMAGE_MAX_BYTES,
    tooLarge: ReviewMsg.imageTooLarge,
    tooMany,
    unreadable: 'The form could not be read. Please try again.',
  });

/** The uploaded photos of a request that went through `photoUpload`, as buffers. */
export const uploadedPhotos = uploadedFiles;

/** One photo at most (the review form, a content image). */
export const onePhotoUpload = photoUpload(1, ReviewMsg.oneImageOnly);

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
      await writeWholeFile(join(dir, name), webp); // whole or not at all; a full disk is a 507
      return `${UPLOAD_URL_PREFIX}${name}`;
    },
    async remove(url) {
      const name = basename(url);
      if (!url.startsWith(UPLOAD_URL_PREFIX) || !STORED_UPLOAD_NAME.test(name)) return;
      await unlink(join(dir, name)).catch(() => undefined);
    },
  };
}
