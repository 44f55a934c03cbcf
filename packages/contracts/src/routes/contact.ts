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
    errors: [429],
    body: ContactBodySchema,
    response: ContactResponseSchema,
    status: 201,
  }),
  newsletter: defineRoute({
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe to the newsletter (201; 200 when already subscribed)',
    auth: 'public',
    errors: [429],
    body: NewsletterBodySchema,
    response: NewsletterResponseSchema,
    status: 201,
    sameBodyStatuses: [200],
  }),
} as const;
