import { WebhookResponseSchema } from '../commerce';
import { defineRoute } from './define';

/** Courier status updates. */
export const fulfilmentApi = {
  webhook: defineRoute({
    method: 'post',
    path: '/api/fulfilment/webhook',
    summary:
      'Courier status events, signed with HMAC-SHA256 in X-Courier-Signature (the raw body is verified before it is read)',
    auth: 'public',
    response: WebhookResponseSchema,
  }),
} as const;
