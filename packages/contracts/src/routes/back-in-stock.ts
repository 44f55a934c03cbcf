import { BackInStockBodySchema, BackInStockResponseSchema } from '../back-in-stock';
import { defineRoute } from './define';

/** Back-in-stock alerts (open to visitors; a valid token uses the shopper's own e-mail). */
export const backInStockApi = {
  request: defineRoute({
    method: 'post',
    path: '/api/back-in-stock',
    summary: 'Ask to be e-mailed when a sold-out size is back (201; 200 when already asked)',
    auth: 'optional',
    errors: [404, 409, 429],
    body: BackInStockBodySchema,
    response: BackInStockResponseSchema,
    status: 201,
    sameBodyStatuses: [200],
  }),
} as const;
