import { Msg, ReviewMsg } from '@vastra/contracts';
import { reviewsApi as R } from '@vastra/contracts/routes/reviews';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { authenticate, requireAuth } from '../users';
import { limiter } from '../../lib/rate-limit';
import { routesOn } from '../../lib/route';
import { createLocalImageStore, onePhotoUpload, uploadedPhotos } from '../../lib/photos';
import * as reviews from './reviews.service';

/**
 * Reviews. Static paths (`/reviews/create`,
 * `/reviews/user/:productId`) are declared before `/reviews/:productId`.
 */
export function createReviewsRouter(deps: AppDeps): Router {
  const router = Router();
  const service: reviews.ReviewsServiceDeps = {
    images: createLocalImageStore(deps.uploadDir),
    logger: deps.logger,
  };
  const disabled = deps.env.RATE_LIMIT_DISABLED;
  const byUser = (req: { user?: { id: string } }) => req.user?.id ?? 'anonymous';
  // Photo decoding is the expensive part: cap review submissions per user.
  const createLimit = limiter({
    counters: deps.counters,
    windowMs: 60 * 60 * 1000,
    limit: 30,
    what: 'review submissions',
    key: byUser,
    disabled,
  });
  const voteLimit = limiter({
    counters: deps.counters,
    windowMs: 15 * 60 * 1000,
    limit: 120,
    what: 'helpful votes',
    key: byUser,
    disabled,
  });

  /** The list is public; a valid token only adds `votedHelpful`, a stale one is ignored. */
  const viewer: RequestHandler = async (req, _res, next) => {
    if (req.headers.authorization) {
      req.user = await authenticate(req.headers.authorization, deps.jwtSecret).catch(
        () => undefined,
      );
    }
    next();
  };

  const route = routesOn(router, {
    guards: { shopper: requireAuth(deps.jwtSecret), optional: viewer },
  });

  route(R.create, [createLimit, onePhotoUpload])(async ({ body }, req) => ({
    success: true,
    message: Msg.reviewSubmitted,
    data: await reviews.createReview(service, userId(req), body, uploadedPhotos(req)[0]),
  }));

  for (const mine of [R.mine, R.mineAlias]) {
    route(mine)(async ({ params }, req) => ({
      success: true,
      data: await reviews.myReview(userId(req), params.productId),
    }));
  }

  route(R.byOrder)(async ({ params }, req) => ({
    success: true,
    data: await reviews.reviewsByOrder(userId(req), params.orderId),
  }));

  route(R.list)(async ({ params, query }, req) => ({
    success: true,
    ...(await reviews.listReviews(params.productId, query, req.user?.id)),
  }));

  route(R.helpful, [voteLimit])(async ({ params }, req) => {
    const { helpful, counted } = await reviews.voteHelpful(userId(req), params.id);
    return {
      success: true,
      message: counted ? ReviewMsg.votedHelpful : ReviewMsg.alreadyVoted,
      data: { _id: params.id, helpful, votedHelpful: true },
    };
  });

  return router;
}
