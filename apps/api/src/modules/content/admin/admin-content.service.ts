import {
  AdminContentMsg,
  CONTENT_KINDS,
  type AnnouncementInput,
  type ContentInput,
  type ContentKind,
  type ContentRow,
} from '@vastra/contracts/admin/content';
import { Types } from 'mongoose';
import { AppError } from '../../../lib/app-error';
import { AnnouncementModel } from '../content.model';
import { KIND_STORES } from './content-kinds';
import { isDuplicateKey } from '../../../lib/mongo-errors';

/**
 * Back-office content: list, read, create, replace and delete any content kind (content-kinds.ts
 * says how each is stored), and the announcement. Services answer the row before and after each
 * write so the router can audit it. The storefront reads these collections on every request
 * (content answers are not kept in process), so a write shows at once in this process and within
 * the answers' Cache-Control time elsewhere.
 */

type Lean = Record<string, unknown> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export interface ContentChange<K extends ContentKind> {
  before: ContentRow<K> | null;
  after: ContentRow<K> | null;
  label: string;
}

/** A create or an update: the row as saved is always there. */
export type ContentSaved<K extends ContentKind> = ContentChange<K> & { after: ContentRow<K> };

function labelOf<K extends ContentKind>(kind: K, row: ContentRow<K> | null): string {
  const field = CONTENT_KINDS[kind].titleField;
  const value = row ? (row as Record<string, unknown>)[field] : '';
  return `${CONTENT_KINDS[kind].singular} ${typeof value === 'string' && value ? value : ''}`.trim();
}

export async function listContent<K extends ContentKind>(kind: K): Promise<ContentRow<K>[]> {
  const store = KIND_STORES[kind];
  const docs = await store.model.find().sort(store.sort).limit(1000).lean<Lean[]>();
  return docs.map((d) => store.toRow(d));
}

async function findRow<K extends ContentKind>(kind: K, id: string): Promise<ContentRow<K>> {
  const store = KIND_STORES[kind];
  const doc = await store.model.findById(id).lean<Lean>();
  if (!doc) throw AppError.notFound(AdminContentMsg.notFound);
  return store.toRow(doc);
}

export const getContent = findRow;

async function write<T>(kind: ContentKind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const duplicate = KIND_STORES[kind].duplicate;
    if (isDuplicateKey(err) && duplicate) throw AppError.conflict(duplicate);
    throw err;
  }
}

export async function createContent<K extends ContentKind>(
  kind: K,
  input: ContentInput<K>,
): Promise<ContentSaved<K>> {
  const store = KIND_STORES[kind];
  await store.check?.(input);
  const _id = new Types.ObjectId();
  await write(kind, () => store.model.create({ _id, ...store.toDoc(input, _id) }));
  const after = await findRow(kind, String(_id));
  return { before: null, after, label: labelOf(kind, after) };
}

/** Replaces every editable field; the document keeps its id, slug (unless given) and counters. */
export async function updateContent<K extends ContentKind>(
  kind: K,
  id: string,
  input: ContentInput<K>,
): Promise<ContentSaved<K>> {
  const store = KIND_STORES[kind];
  const before = await findRow(kind, id);
  await store.check?.(input);
  const { slug, ...fields } = store.toDoc(input, new Types.ObjectId(id));
  // Only a blog's slug is edited (when given); other slugs are the seed's keys and stay.
  const set = kind === 'blogs' && (input as { slug?: string }).slug ? { ...fields, slug } : fields;
  await write(kind, () => store.model.updateOne({ _id: id }, { $set: set }));
  const after = await findRow(kind, id);
  return { before, after, label: labelOf(kind, after) };
}

export async function deleteContent<K extends ContentKind>(
  kind: K,
  id: string,
): Promise<ContentChange<K>> {
  const store = KIND_STORES[kind];
  const doc = await store.model.findById(id).lean<Lean>();
  if (!doc) throw AppError.notFound(AdminContentMsg.notFound);
  await store.beforeDelete?.(doc);
  await store.model.deleteOne({ _id: id });
  const before = store.toRow(doc);
  return { before, after: null, label: labelOf(kind, before) };
}

// ---------- Announcement ----------

export interface AnnouncementRow extends AnnouncementInput {
  updatedAt: string | null;
}

export async function getAdminAnnouncement(): Promise<AnnouncementRow> {
  const doc = await AnnouncementModel.findOne({ key: 'main' }).lean();
  if (!doc) return { status: 'off', heading: '', detail: '', updatedAt: null };
  return {
    status: doc.status,
    heading: doc.heading,
    detail: doc.detail,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export async function setAnnouncement(
  input: AnnouncementInput,
): Promise<{ before: AnnouncementRow; after: AnnouncementRow }> {
  const before = await getAdminAnnouncement();
  await AnnouncementModel.updateOne({ key: 'main' }, { $set: input }, { upsert: true });
  return { before, after: await getAdminAnnouncement() };
}
