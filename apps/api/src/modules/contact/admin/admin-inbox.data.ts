import type { MessageState } from '@vastra/contracts/admin/inbox';
import type { Types } from 'mongoose';
import { ContactModel } from '../contact.model';
import { NewsletterModel } from '../newsletter.model';
import { escapeRegex } from '../../../lib/regex';

/** Data access for the contact inbox and the newsletter list. */

export interface MessageLean {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
  message: string;
  mailed: boolean;
  state?: MessageState | null;
  readAt?: Date | null;
  answeredAt?: Date | null;
  createdAt: Date;
}

/** Requests stored before the inbox existed have no state: they are new. */
const NEW = { state: { $nin: ['read', 'answered'] as MessageState[] } };

function messageQuery(state: MessageState | undefined, text: string | undefined) {
  const q: Record<string, unknown> = state === 'new' ? { ...NEW } : state ? { state } : {};
  if (text) {
    const re = { $regex: escapeRegex(text), $options: 'i' };
    q.$or = [{ name: re }, { email: re }, { message: re }];
  }
  return q;
}

export function findMessagesPage(
  state: MessageState | undefined,
  text: string | undefined,
  skip: number,
  limit: number,
) {
  return ContactModel.find(messageQuery(state, text), { ip: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean<MessageLean[]>();
}

export function countMessages(state: MessageState | undefined, text: string | undefined) {
  const q = messageQuery(state, text);
  // No filter: the collection's own count instead of counting every message.
  return Object.keys(q).length
    ? ContactModel.countDocuments(q)
    : ContactModel.estimatedDocumentCount();
}

export function countUnread() {
  return ContactModel.countDocuments(NEW);
}

export function findMessage(id: string) {
  return ContactModel.findById(id, { ip: 0 }).lean<MessageLean>();
}

/** Sets a message's state and the times it was first read and answered. */
export function setMessageState(
  id: string,
  set: { state: MessageState; readAt: Date | null; answeredAt: Date | null },
) {
  return ContactModel.findOneAndUpdate(
    { _id: id },
    { $set: set },
    { returnDocument: 'after', projection: { ip: 0 } },
  ).lean<MessageLean>();
}

export function latestMessages(limit: number) {
  return ContactModel.find({}, { ip: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<MessageLean[]>();
}

export interface SubscriberLean {
  _id: Types.ObjectId;
  email: string;
  createdAt: Date;
}

function subscriberQuery(text: string | undefined) {
  return text ? { email: { $regex: escapeRegex(text.toLowerCase()) } } : {};
}

export function findSubscribersPage(text: string | undefined, skip: number, limit: number) {
  return NewsletterModel.find(subscriberQuery(text))
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean<SubscriberLean[]>();
}

export function countSubscribers(text: string | undefined) {
  // No search: the collection's own count instead of counting every subscriber.
  return text
    ? NewsletterModel.countDocuments(subscriberQuery(text))
    : NewsletterModel.estimatedDocumentCount();
}

/** Every subscriber, oldest first, as a cursor (the export streams them). */
export function allSubscribers() {
  return NewsletterModel.find({}, { email: 1, createdAt: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .lean<SubscriberLean[]>()
    .cursor();
}
