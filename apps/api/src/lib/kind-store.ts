import type { ContentInput, ContentKind, ContentRow } from '@vastra/contracts/admin/content';
import { slugify } from '@vastra/contracts';
import type { Model, Types } from 'mongoose';

/**
 * How one kind of back-office content is stored: its model, the document an input becomes, the
 * row a document answers, the references checked before a write, and what keeps a document from
 * being deleted. The content admin is generic over these; a kind owned by another module (coupons)
 * is defined there and handed over through that module's face.
 */

// Documents are read with .lean(): plain objects with the model's fields.
export type Doc = Record<string, unknown> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export interface KindStore<K extends ContentKind> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  sort: Record<string, 1 | -1>;
  toDoc(input: ContentInput<K>, id: Types.ObjectId): Record<string, unknown>;
  toRow(doc: Doc): ContentRow<K>;
  /** The list's rows with what other records tell about them (e.g. a link gone off the shop). */
  listed?(rows: ContentRow<K>[]): Promise<ContentRow<K>[]>;
  /** Throws a 4xx when the input names something that does not exist. */
  check?(input: ContentInput<K>): Promise<void>;
  /** Throws a 409 when the document may not be deleted. */
  beforeDelete?(doc: Doc): Promise<void>;
  /** The message for a unique-key clash (duplicate code or slug). */
  duplicate?: string;
}

export const iso = (d: unknown) => new Date(d as Date).toISOString();
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const num = (v: unknown, fallback = 0) => (typeof v === 'number' ? v : fallback);
export const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
export const stamps = (d: Doc) => ({
  _id: String(d._id),
  createdAt: iso(d.createdAt),
  updatedAt: iso(d.updatedAt),
  editVersion: num(d.editVersion),
});
/** A slug that stays unique: the name's, then the document's own id. */
export const uniqueSlug = (name: string, id: Types.ObjectId) =>
  `${slugify(name) || 'item'}-${String(id).slice(-6)}`;
