import { WebhookResponseSchema } from '../commerce';
import { CourierWebhookBodySchema } from '../lifecycle';
import { defineRoute } from './define';

/** Courier status updates. */
export const fulfilmentApi = {
  webhook: defineRoute({
    method: 'post',
    path: '/api/fulfilment/webhook',
    summary:
      'Courier status events, signed with HMAC-SHA256 in X-Courier-Signature (the raw body is verified before it is read)',
    auth: 'public',
    errors: [401],
    signedBody: CourierWebhookBodySchema,
    response: WebhookResponseSchema,
  }),
} as const;
