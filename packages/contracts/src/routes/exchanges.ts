import { OrderIdParamsSchema } from '../commerce';
import {
  AdminExchangeActionResponseSchema,
  AdminExchangeListQuerySchema,
  AdminExchangeListResponseSchema,
  ExchangeActionBodySchema,
  ExchangeIdParamsSchema,
  ExchangeResponseSchema,
  OrderExchangesResponseSchema,
  RequestExchangeBodySchema,
} from '../exchange';
import { defineRoute } from './define';

/** The shopper's exchanges of a delivered item for another size. */
export const exchangesApi = {
  ofOrder: defineRoute({
    method: 'get',
    path: '/api/orders/:id/exchanges',
    summary: 'The exchanges of one of the shopper’s orders, and the sizes each line may take now',
    auth: 'shopper',
    errors: [404],
    params: OrderIdParamsSchema,
    response: OrderExchangesResponseSchema,
  }),
  request: defineRoute({
    method: 'post',
    path: '/api/orders/:id/exchange',
    summary:
      'Ask to exchange a delivered item for another size in stock (the new size is reserved at once)',
    auth: 'shopper',
    errors: [404, 409],
    params: OrderIdParamsSchema,
    body: RequestExchangeBodySchema,
    response: ExchangeResponseSchema,
    status: 201,
  }),
} as const;

/** Back-office exchanges: the list, and the staff actions along the exchange's states. */
export const adminExchangesApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/admin/exchanges',
    summary: 'Exchange requests, newest first (by state or order)',
    auth: 'staff',
    role: 'readonly',
    query: AdminExchangeListQuerySchema,
    response: AdminExchangeListResponseSchema,
  }),
  act: defineRoute({
    method: 'post',
    path: '/api/admin/exchanges/:id/actions',
    summary:
      'Approve or reject (with a reason) an exchange, mark it picked up, ship the replacement, complete it',
    auth: 'staff',
    role: 'staff',
    errors: [404, 409],
    params: ExchangeIdParamsSchema,
    body: ExchangeActionBodySchema,
    response: AdminExchangeActionResponseSchema,
  }),
} as const;
