import {
  CreateReviewBodySchema,
  Msg,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewMsg,
  ReviewOrderParamsSchema,
  ReviewProductParamsSchema,
  type CreateReviewBody,
  type CreateReviewResponse,
  type HelpfulVoteResponse,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewsByOrderResponse,
  type UserReviewResponse,
} from '@vastra/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { authenticate, requireAuth, userId } from '../../lib/auth';
import { limiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { createLocalImageStore, reviewUpload, uploadedPhotos } from './review-image';
import * as reviews from './reviews.service';

/**
 * Reviews (spec account-and-transactions §7). Static paths (`/reviews/create`,
 * `/reviews/user/:productId`) are declared before `/reviews/:productId`.
 */
export function createReviewsRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.jwtSecret);
  const service: reviews.ReviewsServiceDeps = {
    images: createLocalImageStore(deps.uploadDir),
    logger: deps.logger,
  };
  const disabled = deps.env.RATE_LIMIT_DISABLED;
  const byUser = (req: { user?: { id: string } }) => req.user?.id ?? 'anonymous';
  // Photo decoding is the expensive part: cap review submissions per user.
  const createLimit = limiter({
    windowMs: 60 * 60 * 1000,
    limit: 30,
    what: 'review submissions',
    key: byUser,
    disabled,
  });
  const voteLimit = limiter({
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

  router.post(
    '/reviews/create',
    auth,
    createLimit,
    reviewUpload,
    validate({ body: CreateReviewBodySchema }),
    async (req, res) => {
      const body = res.locals.body as CreateReviewBody;
      const data = await reviews.createReview(service, userId(req), body, uploadedPhotos(req)[0]);
      res
        .status(201)
        .json({ success: true, message: Msg.reviewSubmitted, data } satisfies CreateReviewResponse);
    },
  );

  const mine: RequestHandler = async (req, res) => {
    const { productId } = res.locals.params as { productId: string };
    const data = await reviews.myReview(userId(req), productId);
    res.json({ success: true, data } satisfies UserReviewResponse);
  };
  router.get(
    '/reviews/user/:productId',
    auth,
    validate({ params: ReviewProductParamsSchema }),
    mine,
  );
  router.get(
    '/review/user/:productId',
    auth,
    validate({ params: ReviewProductParamsSchema }),
    mine,
  );

  router.get(
    '/review/byOrder/:orderId',
    auth,
    validate({ params: ReviewOrderParamsSchema }),
    async (req, res) => {
      const { orderId } = res.locals.params as { orderId: string };
      const data = await reviews.reviewsByOrder(userId(req), orderId);
      res.json({ success: true, data } satisfies ReviewsByOrderResponse);
    },
  );

  router.get(
    '/reviews/:productId',
    viewer,
    validate({ params: ReviewProductParamsSchema, query: ReviewListQuerySchema }),
    async (req, res) => {
      const { productId } = res.locals.params as { productId: string };
      const result = await reviews.listReviews(
        productId,
        res.locals.query as ReviewListQuery,
        req.user?.id,
      );
      res.json({ success: true, ...result } satisfies ReviewListResponse);
    },
  );

  router.post(
    '/reviews/:id/helpful',
    auth,
    voteLimit,
    validate({ params: ReviewIdParamsSchema }),
    async (req, res) => {
      const { id } = res.locals.params as { id: string };
      const { helpful, counted } = await reviews.voteHelpful(userId(req), id);
      res.json({
        success: true,
        message: counted ? ReviewMsg.votedHelpful : ReviewMsg.alreadyVoted,
        data: { _id: id, helpful, votedHelpful: true },
      } satisfies HelpfulVoteResponse);
    },
  );

  return router;
}
