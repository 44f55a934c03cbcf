import mongoose, { type Model, type Schema } from 'mongoose';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_UPLOAD_NAME, UPLOAD_URL_PREFIX } from '../../lib/photos';
import { WRITING_NAME } from '../../lib/whole-file';

/**
 * Uploaded images nothing refers to any more are deleted, so the uploads directory does not grow
 * for ever: a product photo replaced in the back office, a banner swapped, a photo uploaded for a
 * product that was never saved. A file is deleted only when
 * - its name is one the image store makes (`<32 hex>.webp`), so nothing else in the directory is
 *   touched;
 *   (a temporary `.<name>.<12 hex>.tmp` left by a process killed while writing goes too, once old);
 * - it is older than `graceMs` (a day by default): a photo uploaded in the back office is stored
 *   before the form that uses it is saved;
 * - no document refers to it: every model with an image field (a String or [String] path named
 *   image(s), photo(s) or poster, found in the schemas, so a new one is covered without a list to
 *   keep up) is read whole, and any string in it holding an upload's URL counts — product photos,
 *   category and content images (and a blog text that embeds one), review photos, and orders' line
 *   images and return photos, which keep showing what was bought after a product's photo changes.
 */
const IMAGE_FIELD = /^(image|images|photo|photos|poster)$/i;

/** Dotted paths of a schema's image fields, subdocuments and arrays of them included. */
export function imagePaths(schema: Schema, prefix = ''): string[] {
  const paths: string[] = [];
  schema.eachPath((path, type) => {
    const sub = (type as { schema?: Schema }).schema;
    if (sub) {
      paths.push(...imagePaths(sub, `${prefix}${path}.`));
      return;
    }
    const last = path.split('.').pop() ?? path;
    const isString =
      type.instance === 'String' ||
      (type.instance === 'Array' &&
        (type as { embeddedSchemaType?: { instance?: string } }).embeddedSchemaType?.instance ===
          'String');
    if (isString && IMAGE_FIELD.test(last)) paths.push(`${prefix}${path}`);
  });
  return paths;
}

const UPLOAD_URL = /\/uploads\/[a-f\d]{32}\.webp/g;

/** Every upload URL in a document's strings (image fields, and any text that embeds one). */
function collectUrls(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes(UPLOAD_URL_PREFIX))
      for (const [url] of value.matchAll(UPLOAD_URL)) out.add(url);
  } else if (Array.isArray(value)) {
    for (const item of value) collectUrls(item, out);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const v of Object.values(value)) collectUrls(v, out);
  }
}

/** The upload URLs the database refers to, read from every model that has an image field. */
export async function referencedUploads(
  models: readonly Model<unknown>[] = Object.values(mongoose.models),
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const model of models) {
    if (imagePaths(model.schema).length === 0) continue;
    // The whole collection: there is no filter that finds references to "any of these files"
    // through an index, and the pass runs once a day.
    for await (const doc of model.find({}).lean().cursor({ batchSize: 500 })) {
      collectUrls(doc, found);
    }
  }
  return found;
}

export interface SweepResult {
  /** Stored images older than the grace period. */
  candidates: number;
  removed: string[];
}

export async function sweepUnusedUploads({
  dir,
  graceMs = 24 * 60 * 60_000,
  now = Date.now(),
  models,
}: {
  dir: string;
  graceMs?: number;
  now?: number;
  models?: readonly Model<unknown>[];
}): Promise<SweepResult> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const old: string[] = [];
  for (const name of names) {
    // A half-written photo whose process was killed mid-write: never referred to, never served.
    if (WRITING_NAME.test(name)) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile() && now - info.mtimeMs > graceMs)
        await unlink(join(dir, name)).catch(() => undefined);
      continue;
    }
    if (!STORED_UPLOAD_NAME.test(name)) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > graceMs) old.push(name);
  }
  if (old.length === 0) return { candidates: 0, removed: [] };
  const used = await referencedUploads(models);
  const removed: string[] = [];
  for (const name of old) {
    if (used.has(`${UPLOAD_URL_PREFIX}${name}`)) continue;
    await unlink(join(dir, name)).catch(() => undefined);
    removed.push(name);
  }
  return { candidates: old.length, removed };
}
