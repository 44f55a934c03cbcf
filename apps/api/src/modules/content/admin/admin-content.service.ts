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
import { updateIfVersion, type EditedRecord } from '../../staff';

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
  const rows = docs.map((d) => store.toRow(d));
  return store.listed ? store.listed(rows) : rows;
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

/** The form's input without the version it was opened with (not a field of the record). */
const fieldsOf = <K extends ContentKind>(input: ContentInput<K>) => {
  const { versionSeen, ...rest } = input as ContentInput<K> & { versionSeen?: number };
  return { versionSeen, input: rest as ContentInput<K> };
};

/** Where a content record's saves are audited (the router's `content.<kind>.update`). */
export const contentRecord = (kind: ContentKind | 'announcement', id: string): EditedRecord => ({
  entity: { type: kind, id },
  actions: [`content.${kind}.update`],
  thing: kind === 'announcement' ? 'announcement' : CONTENT_KINDS[kind].singular,
});

export async function createContent<K extends ContentKind>(
  kind: K,
  given: ContentInput<K>,
): Promise<ContentSaved<K>> {
  const store = KIND_STORES[kind];
  const { input } = fieldsOf(given);
  await store.check?.(input);
  const _id = new Types.ObjectId();
  await write(kind, () => store.model.create({ _id, ...store.toDoc(input, _id) }));
  const after = await findRow(kind, String(_id));
  return { before: null, after, label: labelOf(kind, after) };
}

/**
 * Replaces every editable field; the document keeps its id, slug (unless given) and counters. With
 * `versionSeen`, only while the record is still at that version (else 409 naming who changed what).
 */
export async function updateContent<K extends ContentKind>(
  kind: K,
  id: string,
  given: ContentInput<K>,
): Promise<ContentSaved<K>> {
  const store = KIND_STORES[kind];
  const { input, versionSeen } = fieldsOf(given);
  const before = await findRow(kind, id);
  await store.check?.(input);
  const { slug, ...fields } = store.toDoc(input, new Types.ObjectId(id));
  // Only a blog's slug is edited (when given); other slugs are the seed's keys and stay.
  const set = kind === 'blogs' && (input as { slug?: string }).slug ? { ...fields, slug } : fields;
  const saved = await write(kind, () =>
    updateIfVersion(store.model, { _id: id }, versionSeen, { $set: set }, contentRecord(kind, id)),
  );
  if (!saved) throw AppError.notFound(AdminContentMsg.notFound);
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

export interface AnnouncementRow extends Omit<AnnouncementInput, 'versionSeen'> {
  updatedAt: string | null;
  editVersion: number;
}

export async function getAdminAnnouncement(): Promise<AnnouncementRow> {
  const doc = await AnnouncementModel.findOne({ key: 'main' }).lean();
  if (!doc) return { status: 'off', heading: '', detail: '', updatedAt: null, editVersion: 0 };
  return {
    status: doc.status,
    heading: doc.heading,
    detail: doc.detail,
    updatedAt: doc.updatedAt.toISOString(),
    editVersion: doc.editVersion ?? 0,
  };
}

/** Sets the announcement; with `versionSeen`, only while it is still at that version. */
export async function setAnnouncement(
  given: AnnouncementInput,
): Promise<{ before: AnnouncementRow; after: AnnouncementRow }> {
  const { versionSeen, ...input } = given;
  const before = await getAdminAnnouncement();
  // The one document exists before the versioned write, so that write never inserts a twin.
  await AnnouncementModel.updateOne(
    { key: 'main' },
    { $setOnInsert: { status: 'off', heading: '', detail: '' } },
    { upsert: true },
  );
  await updateIfVersion(
    AnnouncementModel,
    { key: 'main' },
    versionSeen,
    { $set: input },
    contentRecord('announcement', 'main'),
  );
  return { before, after: await getAdminAnnouncement() };
}
