import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { FIT_ANSWERS } from '../review-fit';
import { AdminListQuerySchema, optionalFilter, pageOf } from './paging';

/**
 * Review moderation. A hidden review is kept (with who hid it, when and why) but no longer shown
 * on the storefront or counted in the product's rating; unhiding restores both.
 */

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;

export const AdminReviewMsg = {
  reasonRequired: 'Please give a reason for hiding this review.',
  reasonTooLong: 'Please keep the reason under 300 characters.',
  hidden: 'Review hidden. It no longer shows on the shop or counts in the rating.',
  unhidden: 'Review shown again.',
} as const;

export const AdminReviewListQuerySchema = AdminListQuerySchema.extend({
  visibility: z.enum(REVIEW_VISIBILITIES).catch('all').default('all'),
  rating: optionalFilter(z.coerce.number().int().min(1).max(5)),
  productId: optionalFilter(ObjectIdSchema),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;
export type AdminReviewListInput = z.input<typeof AdminReviewListQuerySchema>;

export const ReviewModerationSchema = z.object({
  reason: z.string(),
  /** The staff member's name or e-mail. */
  by: z.string(),
  at: z.string(),
});

export const AdminReviewSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  rating: z.number().int(),
  /** How the garment fit, as the shopper answered (`FIT_ANSWER_LABELS`); null when not given. */
  fit: z.enum(FIT_ANSWERS).nullable(),
  comment: z.string(),
  userName: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  hidden: z.boolean(),
  /** The last hide or unhide, with its reason. */
  moderation: ReviewModerationSchema.nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListResponseSchema = pageOf(AdminReviewSchema);
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponseSchema>;

export const HideReviewBodySchema = z.object({
  reason: z
    .string({ error: AdminReviewMsg.reasonRequired })
    .trim()
    .min(1, { error: AdminReviewMsg.reasonRequired })
    .max(300, { error: AdminReviewMsg.reasonTooLong }),
});
export const UnhideReviewBodySchema = z.object({
  reason: z.string().trim().max(300, { error: AdminReviewMsg.reasonTooLong }).default(''),
});

export const AdminReviewParamsSchema = z.object({ id: ObjectIdSchema });
export const AdminReviewResponseSchema = successBody({
  message: z.string(),
  data: AdminReviewSchema,
  /** The product's rating after the change. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type AdminReviewResponse = z.infer<typeof AdminReviewResponseSchema>;
