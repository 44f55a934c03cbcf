import {
  AdminCustomerActionResponseSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListResponseSchema,
  AdminCustomerParamsSchema,
  AdminCustomerResponseSchema,
  CustomerNoteBodySchema,
  UpdateCustomerBodySchema,
} from '../admin/customers';
import { defineRoute } from './define';

/** Customers: the shoppers' accounts, their history, staff notes, cash on delivery and blocking. */
export const adminCustomersApi = {
  listCustomers: defineRoute({
    method: 'get',
    path: '/api/admin/customers',
    summary:
      'Customers, newest first: search by name, e-mail or phone; filter by orders, COD refusals, blocked',
    auth: 'staff',
    role: 'readonly',
    query: AdminCustomerListQuerySchema,
    response: AdminCustomerListResponseSchema,
  }),
  getCustomer: defineRoute({
    method: 'get',
    path: '/api/admin/customers/:id',
    summary: 'A customer: profile, addresses, orders, lifetime value, returns, reviews and notes',
    auth: 'staff',
    role: 'readonly',
    params: AdminCustomerParamsSchema,
    response: AdminCustomerResponseSchema,
  }),
  updateCustomer: defineRoute({
    method: 'patch',
    path: '/api/admin/customers/:id',
    summary: 'Turn cash on delivery off or on for a customer; block or unblock the account',
    auth: 'staff',
    role: 'staff',
    params: AdminCustomerParamsSchema,
    body: UpdateCustomerBodySchema,
    response: AdminCustomerActionResponseSchema,
  }),
  addCustomerNote: defineRoute({
    method: 'post',
    path: '/api/admin/customers/:id/notes',
    summary: 'Add a staff note to a customer',
    auth: 'staff',
    role: 'staff',
    params: AdminCustomerParamsSchema,
    body: CustomerNoteBodySchema,
    response: AdminCustomerActionResponseSchema,
  }),
} as const;
