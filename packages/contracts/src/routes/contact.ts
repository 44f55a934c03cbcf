import {
  ContactBodySchema,
  ContactResponseSchema,
  NewsletterBodySchema,
  NewsletterResponseSchema,
} from '../contact';
import { defineRoute } from './define';

/** The contact form and the newsletter (public, rate-limited per client). */
export const contactApi = {
  contact: defineRoute({
    method: 'post',
    path: '/api/contact',
    summary: 'Send the shop a message',
    auth: 'public',
    body: ContactBodySchema,
    response: ContactResponseSchema,
    status: 201,
  }),
  newsletter: defineRoute({
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe to the newsletter (201; 200 when already subscribed)',
    auth: 'public',
    body: NewsletterBodySchema,
    response: NewsletterResponseSchema,
    status: 201,
  }),
} as const;
