/**
 * The query key every order query lives under, so one invalidation refreshes them all. Its own
 * file: the product page's purchase check needs it without the order routes' schemas (and zod).
 */
export const ordersQueryKey = ['orders'] as const;
