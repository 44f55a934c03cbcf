/**
 * The reviews module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createAdminReviewsRouter } from './admin/admin-reviews.router';
export { recentReviews } from './admin/admin-reviews.service';
export { createReviewsRouter } from './reviews.router';
export { reviewedProducts } from './reviews.service';
export { reviewsOfUser } from './admin/customer-reviews.data';
export { backfillFitCounts } from './fit-backfill';
