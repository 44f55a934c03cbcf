import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { AdminListQuerySchema, optionalFilter, pageOf } from './paging';

/** The contact-message inbox (new → read → answered) and the newsletter's subscribers. */

export const MESSAGE_STATES = ['new', 'read', 'answered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const AdminInboxMsg = {
  stateInvalid: 'Please choose new, read or answered.',
  messageNotFound: 'Message not found.',
} as const;

export const AdminMessageListQuerySchema = AdminListQuerySchema.extend({
  state: optionalFilter(z.enum(MESSAGE_STATES)),
});
export type AdminMessageListQuery = z.infer<typeof AdminMessageListQuerySchema>;
export type AdminMessageListInput = z.input<typeof AdminMessageListQuerySchema>;

export const AdminMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  state: z.enum(MESSAGE_STATES),
  /** Whether the notification reached the shop's mailbox. */
  mailed: z.boolean(),
  readAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;
export const AdminMessageListResponseSchema = pageOf(AdminMessageSchema).extend({
  /** Messages nobody has opened yet (for the navigation badge). */
  unread: z.number().int(),
});
export type AdminMessageListResponse = z.infer<typeof AdminMessageListResponseSchema>;

export const AdminMessageParamsSchema = z.object({ id: ObjectIdSchema });
export const MessageStateBodySchema = z.object({
  state: z.enum(MESSAGE_STATES, { error: AdminInboxMsg.stateInvalid }),
});
export const AdminMessageResponseSchema = successBody({ data: AdminMessageSchema });

// ---------- Newsletter ----------

export const AdminSubscriberListQuerySchema = AdminListQuerySchema;
export type AdminSubscriberListQuery = z.infer<typeof AdminSubscriberListQuerySchema>;
export const AdminSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;
export const AdminSubscriberListResponseSchema = pageOf(AdminSubscriberSchema);
export type AdminSubscriberListResponse = z.infer<typeof AdminSubscriberListResponseSchema>;

/** The CSV export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'subscribed_at'] as const;
