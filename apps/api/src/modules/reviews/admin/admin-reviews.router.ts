import type {
  AdminReviewListQuery,
  AdminReviewListResponse,
  AdminReviewResponse,
  HideReviewBody,
  UnhideReviewBody,
} from '@vastra/contracts/admin/reviews';
import { adminCommunityRoutes } from '@vastra/contracts/routes/admin-community';
import { Router, type Request, type Response } from 'express';
import { mountAdminRoute } from '../../../lib/admin-route';
import { recordAudit } from '../../staff/audit.service';
import { staffActor } from '../../staff/staff-auth';
import { listAdminReviews, moderateReview } from './admin-reviews.service';

const [listRoute, hideRoute, unhideRoute] = adminCommunityRoutes;

/** Review moderation (`/api/admin/reviews`). */
export function createAdminReviewsRouter(): Router {
  const router = Router();

  mountAdminRoute(router, listRoute, async (_req, res) => {
    const body: AdminReviewListResponse = {
      success: true,
      ...(await listAdminReviews(res.locals.query as AdminReviewListQuery)),
    };
    res.json(body);
  });

  const moderate = (hidden: boolean) => async (req: Request, res: Response) => {
    const { id } = res.locals.params as { id: string };
    const { reason } = res.locals.body as HideReviewBody | UnhideReviewBody;
    const actor = staffActor(req);
    const result = await moderateReview(id, hidden, reason, req.staff?.name || actor.email);
    if (result.before.hidden !== hidden)
      await recordAudit(actor, {
        action: hidden ? 'review.hide' : 'review.unhide',
        entity: { type: 'review', id, label: `Review of ${result.review.product.name}` },
        before: { hidden: result.before.hidden },
        after: { hidden, reason, rating: result.rating },
      });
    const body: AdminReviewResponse = {
      success: true,
      message: result.message,
      data: result.review,
      rating: result.rating,
    };
    res.json(body);
  };
  mountAdminRoute(router, hideRoute, moderate(true));
  mountAdminRoute(router, unhideRoute, moderate(false));

  return router;
}
