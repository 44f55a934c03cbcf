import {
  AdminMessageListQuerySchema,
  AdminMessageListResponseSchema,
  AdminMessageParamsSchema,
  AdminMessageResponseSchema,
  AdminSubscriberListQuerySchema,
  AdminSubscriberListResponseSchema,
  MessageStateBodySchema,
} from '../admin/inbox';
import {
  AdminReviewListQuerySchema,
  AdminReviewListResponseSchema,
  AdminReviewParamsSchema,
  AdminReviewResponseSchema,
  HideReviewBodySchema,
  UnhideReviewBodySchema,
} from '../admin/reviews';
import { defineRoute } from './define';

/** Reviews moderation. */
export const adminReviewsApi = {
  listReviews: defineRoute({
    method: 'get',
    path: '/api/admin/reviews',
    summary: 'Reviews, hidden ones included, newest first',
    auth: 'staff',
    role: 'readonly',
    query: AdminReviewListQuerySchema,
    response: AdminReviewListResponseSchema,
  }),
  hideReview: defineRoute({
    method: 'post',
    path: '/api/admin/reviews/:id/hide',
    summary: 'Hide a review (with a reason): off the storefront and out of the rating',
    auth: 'staff',
    role: 'staff',
    params: AdminReviewParamsSchema,
    body: HideReviewBodySchema,
    response: AdminReviewResponseSchema,
  }),
  unhideReview: defineRoute({
    method: 'post',
    path: '/api/admin/reviews/:id/unhide',
    summary: 'Show a hidden review again',
    auth: 'staff',
    role: 'staff',
    params: AdminReviewParamsSchema,
    body: UnhideReviewBodySchema,
    response: AdminReviewResponseSchema,
  }),
} as const;

/** The contact inbox and the newsletter's subscribers. */
export const adminInboxApi = {
  listMessages: defineRoute({
    method: 'get',
    path: '/api/admin/messages',
    summary: 'Contact messages, newest first',
    auth: 'staff',
    role: 'readonly',
    query: AdminMessageListQuerySchema,
    response: AdminMessageListResponseSchema,
  }),
  setMessageState: defineRoute({
    method: 'patch',
    path: '/api/admin/messages/:id',
    summary: 'Mark a contact message new, read or answered',
    auth: 'staff',
    role: 'staff',
    params: AdminMessageParamsSchema,
    body: MessageStateBodySchema,
    response: AdminMessageResponseSchema,
  }),
  listSubscribers: defineRoute({
    method: 'get',
    path: '/api/admin/newsletter',
    summary: 'Newsletter subscribers, newest first',
    auth: 'staff',
    role: 'readonly',
    query: AdminSubscriberListQuerySchema,
    response: AdminSubscriberListResponseSchema,
  }),
  exportSubscribers: defineRoute({
    method: 'get',
    path: '/api/admin/newsletter/export.csv',
    summary: 'Every subscriber as CSV (email, subscribed_at)',
    produces: 'text/csv',
    auth: 'staff',
    role: 'staff',
  }),
} as const;
