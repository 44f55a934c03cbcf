/**
 * The on-disk record shared by the journal and the snapshots: a frame of
 * `[payload length: u32 LE][CRC-32 of payload: u32 LE][payload]`, where the payload is a run of
 * BSON documents. A frame whose length runs past the end of the file or whose checksum does not
 * match is a torn (or corrupt) write: the reader stops there and the frame is never applied.
 */
import { crc32 } from 'node:zlib';
import { BSON } from '../bson';
import type { Change, Store } from './store';
import { keyOf, type Doc } from './values';

export const FRAME_HEADER_BYTES = 8;
/** Larger than any sane frame; a length past this is garbage, not a frame. */
const MAX_FRAME_BYTES = 1 << 30;

/**
 * Documents are serialized into this buffer one after another and the frame is copied out once, so
 * a frame costs one allocation however many documents it holds (grows for larger frames).
 */
let scratch = Buffer.allocUnsafe(1 << 16);

/** Serializes `doc` into `scratch` at `at`; returns the offset just past it. */
function serializeAt(doc: Doc, at: number): number {
  try {
    return BSON.serializeWithBufferAndIndex(doc, scratch, { index: at }) + 1;
  } catch (err) {
    if (!(err instanceof RangeError)) throw err; // past the end of `scratch`: grow it and retry
    const grown = Buffer.allocUnsafe(
      Math.max(scratch.length * 2, at + BSON.calculateObjectSize(doc)),
    );
    scratch.copy(grown, 0, 0, at);
    scratch = grown;
    return BSON.serializeWithBufferAndIndex(doc, scratch, { index: at }) + 1;
  }
}

/** One frame holding `docs` (each serialized on its own, so no frame-wide 16 MB BSON limit). */
export function encodeFrame(docs: Doc[]): Buffer {
  let at = FRAME_HEADER_BYTES;
  for (const d of docs) at = serializeAt(d, at);
  const out = Buffer.allocUnsafe(at);
  scratch.copy(out, 0, 0, at);
  out.writeUInt32LE(at - FRAME_HEADER_BYTES, 0);
  out.writeUInt32LE(crc32(out.subarray(FRAME_HEADER_BYTES)), 4);
  return out;
}

export interface DecodedFrame {
  docs: Doc[];
  /** Offset just past this frame. */
  end: number;
}

/** Decodes the frame at `offset`, or returns null when it is incomplete or fails its checksum. */
export function decodeFrame(buf: Buffer, offset: number): DecodedFrame | null {
  if (offset + FRAME_HEADER_BYTES > buf.length) return null;
  const size = buf.readUInt32LE(offset);
  const end = offset + FRAME_HEADER_BYTES + size;
  if (size === 0 || size > MAX_FRAME_BYTES || end > buf.length) return null;
  const payload = buf.subarray(offset + FRAME_HEADER_BYTES, end);
  if (crc32(payload) !== buf.readUInt32LE(offset + 4)) return null;
  const docs: Doc[] = [];
  let at = 0;
  while (at < payload.length) {
    const n = payload.readInt32LE(at);
    if (n < 5 || at + n > payload.length) return null;
    docs.push(BSON.deserialize(payload.subarray(at, at + n)));
    at += n;
  }
  return { docs, end };
}

/** Every complete frame of a file from the start, and where the valid prefix ends. */
export function readFrames(buf: Buffer): { frames: Doc[][]; validBytes: number } {
  const frames: Doc[][] = [];
  let offset = 0;
  for (;;) {
    const frame = decodeFrame(buf, offset);
    if (!frame) break;
    frames.push(frame.docs);
    offset = frame.end;
  }
  return { frames, validBytes: offset };
}

/** Applies one logical change to the store (replay and snapshot load; nothing is journaled then). */
export function applyChange(store: Store, c: Doc): void {
  const change = c as Change;
  const { db, coll: name } = change;
  if (change.kind === 'create') {
    store.ensureCollection(db, name, change.options, change.uuid);
    return;
  }
  if (change.kind === 'drop') {
    store.dropCollection(db, name);
    return;
  }
  const coll = store.ensureCollection(db, name);
  switch (change.kind) {
    case 'insert':
      coll.insert(change.doc);
      return;
    case 'replace': {
      const old = coll.docs.get(keyOf(change.doc._id));
      if (old) coll.replace(old, change.doc);
      else coll.insert(change.doc);
      return;
    }
    case 'delete': {
      const old = coll.docs.get(keyOf(change.id));
      if (old) coll.remove(old);
      return;
    }
    case 'clear':
      coll.clear();
      return;
    case 'indexes':
      coll.dropIndexes('*');
      for (const spec of change.specs) coll.createIndex(spec);
      return;
  }
}
