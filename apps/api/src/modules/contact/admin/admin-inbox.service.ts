import {
  AdminInboxMsg,
  SUBSCRIBER_CSV_COLUMNS,
  type AdminMessage,
  type AdminMessageListQuery,
  type AdminMessageListResponse,
  type AdminSubscriberListQuery,
  type AdminSubscriberListResponse,
  type MessageState,
} from '@vastra/contracts/admin/inbox';
import { paginationFor } from '@vastra/contracts/admin/paging';
import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/app-error';
import { spreadsheetSafe } from '../../../lib/csv';
import {
  allSubscribers,
  countMessages,
  countSubscribers,
  countUnread,
  findMessage,
  findMessagesPage,
  findSubscribersPage,
  latestMessages,
  setMessageState,
  type MessageLean,
} from './admin-inbox.data';

/** The contact inbox (new → read → answered) and the newsletter's subscribers. */

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function toAdminMessage(m: MessageLean): AdminMessage {
  return {
    _id: String(m._id),
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    createdAt: new Date(m.createdAt).toISOString(),
    state: m.state ?? 'new',
    mailed: m.mailed,
    readAt: iso(m.readAt),
    answeredAt: iso(m.answeredAt),
  };
}

export async function listMessages(
  query: AdminMessageListQuery,
): Promise<Omit<AdminMessageListResponse, 'success'>> {
  const [rows, total, unread] = await Promise.all([
    findMessagesPage(query.state, query.q, (query.page - 1) * query.limit, query.limit),
    countMessages(query.state, query.q),
    countUnread(),
  ]);
  return {
    data: rows.map(toAdminMessage),
    pagination: paginationFor(query.page, query.limit, total),
    unread,
  };
}

export async function recentMessages(limit: number): Promise<AdminMessage[]> {
  return (await latestMessages(limit)).map(toAdminMessage);
}

/**
 * Moves a message to `state`. Read and answered keep when they first happened; answered implies
 * read; back to new forgets both.
 */
export async function changeMessageState(
  id: string,
  state: MessageState,
  now = new Date(),
): Promise<{ message: AdminMessage; before: MessageState }> {
  const current = await findMessage(id);
  if (!current) throw AppError.notFound(AdminInboxMsg.messageNotFound);
  const updated = await setMessageState(id, {
    state,
    readAt: state === 'new' ? null : (current.readAt ?? now),
    answeredAt: state === 'answered' ? (current.answeredAt ?? now) : null,
  });
  if (!updated) throw AppError.notFound(AdminInboxMsg.messageNotFound);
  return { message: toAdminMessage(updated), before: current.state ?? 'new' };
}

export async function listSubscribers(
  query: AdminSubscriberListQuery,
): Promise<Omit<AdminSubscriberListResponse, 'success'>> {
  const [rows, total] = await Promise.all([
    findSubscribersPage(query.q, (query.page - 1) * query.limit, query.limit),
    countSubscribers(query.q),
  ]);
  return {
    data: rows.map((s) => ({
      _id: String(s._id),
      email: s.email,
      subscribedAt: new Date(s.createdAt).toISOString(),
    })),
    pagination: paginationFor(query.page, query.limit, total),
  };
}

/**
 * Every subscriber as CSV (RFC 4180 quoting by csv-stringify), streamed from a cursor so the
 * list's size never sits in memory. A cell that a spreadsheet would read as a formula (starting
 * with = + - @) is prefixed with an apostrophe.
 */
export function subscribersCsv(): Readable {
  const csv = stringify({ header: true, columns: [...SUBSCRIBER_CSV_COLUMNS] });
  const cursor = allSubscribers();
  void (async () => {
    try {
      for await (const s of cursor)
        if (!csv.write([spreadsheetSafe(s.email), new Date(s.createdAt).toISOString()]))
          await new Promise((r) => csv.once('drain', r));
      csv.end();
    } catch (err) {
      csv.destroy(err as Error);
    }
  })();
  return csv;
}
