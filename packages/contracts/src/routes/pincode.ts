import { PincodeBodySchema, PincodeResponseSchema } from '../commerce';
import { defineRoute } from './define';

/** Delivery checks by pincode (open to visitors). */
export const pincodeApi = {
  check: defineRoute({
    method: 'post',
    path: '/api/xpressbees/pincode',
    summary: 'Whether a pincode is served, in how many days, and with cash on delivery',
    auth: 'public',
    errors: [429],
    body: PincodeBodySchema,
    response: PincodeResponseSchema,
  }),
} as const;
