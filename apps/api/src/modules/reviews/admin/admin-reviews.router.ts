import type { AdminReviewResponse } from '@vastra/contracts/admin/reviews';
import { adminReviewsApi } from '@vastra/contracts/routes/admin-community';
import { Router, type Request } from 'express';
import { bindRoutes } from '../../../lib/route';
import { adminRoutesOn, recordAudit, staffActor } from '../../staff';
import { listAdminReviews, moderateReview } from './admin-reviews.service';

/** Review moderation (`/api/admin/reviews`). */
export function createAdminReviewsRouter(): Router {
  const router = Router();
  const moderate = async (
    req: Request,
    id: string,
    hidden: boolean,
    reason: string,
  ): Promise<AdminReviewResponse> => {
    const actor = staffActor(req);
    const result = await moderateReview(id, hidden, reason, req.staff?.name || actor.email);
    if (result.before.hidden !== hidden)
      await recordAudit(actor, {
        action: hidden ? 'review.hide' : 'review.unhide',
        entity: { type: 'review', id, label: `Review of ${result.review.product.name}` },
        before: { hidden: result.before.hidden },
        after: { hidden, reason, rating: result.rating },
      });
    return { success: true, message: result.message, data: result.review, rating: result.rating };
  };

  bindRoutes(adminRoutesOn(router), adminReviewsApi, {
    listReviews: async ({ query }) => ({ success: true, ...(await listAdminReviews(query)) }),
    hideReview: ({ params, body }, req) => moderate(req, params.id, true, body.reason),
    unhideReview: ({ params, body }, req) => moderate(req, params.id, false, body.reason),
  });

  return router;
}
