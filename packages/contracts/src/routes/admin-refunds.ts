import {
  ManualRefundListQuerySchema,
  ManualRefundListResponseSchema,
  ManualRefundParamsSchema,
  MarkRefundPaidBodySchema,
  MarkRefundPaidResponseSchema,
} from '../admin/refunds';
import { defineRoute } from './define';

/** Back-office refunds to pay by hand (cash on delivery, and gateway refunds that failed). */
export const adminRefundsApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/admin/refunds',
    summary:
      'Refunds to pay by hand, oldest first, with where to pay them (in full for staff and owners)',
    auth: 'staff',
    role: 'readonly',
    query: ManualRefundListQuerySchema,
    response: ManualRefundListResponseSchema,
  }),
  markPaid: defineRoute({
    method: 'post',
    path: '/api/admin/refunds/:id/paid',
    summary:
      'Record a refund paid by hand with its reference (409 when it is no longer waiting); the shopper is e-mailed',
    auth: 'staff',
    errors: [409],
    role: 'staff',
    params: ManualRefundParamsSchema,
    body: MarkRefundPaidBodySchema,
    response: MarkRefundPaidResponseSchema,
  }),
} as const;
