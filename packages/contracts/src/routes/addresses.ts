import { AddressBodySchema, AddressListResponseSchema, AddressResponseSchema } from '../account';
import { IdParamsSchema, MessageBodySchema } from '../common';
import { defineRoute } from './define';

/** The signed-in shopper's saved addresses (the default first). */
export const addressesApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/address',
    summary: 'Saved addresses, the default first',
    auth: 'shopper',
    response: AddressListResponseSchema,
  }),
  add: defineRoute({
    method: 'post',
    path: '/api/address',
    summary: 'Save an address',
    auth: 'shopper',
    errors: [409],
    body: AddressBodySchema,
    response: AddressResponseSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/address/:id',
    summary: 'Edit a saved address',
    auth: 'shopper',
    params: IdParamsSchema,
    body: AddressBodySchema,
    response: AddressResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/address/:id',
    summary: 'Delete a saved address',
    auth: 'shopper',
    params: IdParamsSchema,
    response: MessageBodySchema,
  }),
  setDefault: defineRoute({
    method: 'patch',
    path: '/api/address/:id/default',
    summary: 'Make an address the default',
    auth: 'shopper',
    params: IdParamsSchema,
    response: AddressResponseSchema,
  }),
} as const;
