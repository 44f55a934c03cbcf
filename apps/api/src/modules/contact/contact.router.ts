import {
  ContactBodySchema,
  Msg,
  NewsletterBodySchema,
  type ContactBody,
  type ContactResponse,
  type NewsletterBody,
  type NewsletterResponse,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { limiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import * as contact from './contact.service';

/** POST /contact and POST /newsletter, both public and rate-limited per client IP. */
export function createContactRouter(deps: AppDeps): Router {
  const router = Router();
  const disabled = deps.env.RATE_LIMIT_DISABLED;
  const service: contact.ContactServiceDeps = {
    mailer: deps.mailer,
    logger: deps.logger,
    inbox: deps.env.SHOP_INBOX,
  };
  const contactLimit = limiter({
    counters: deps.counters,
    windowMs: 15 * 60 * 1000,
    limit: 5,
    what: 'contact requests',
    disabled,
  });
  const newsletterLimit = limiter({
    counters: deps.counters,
    windowMs: 60 * 60 * 1000,
    limit: 10,
    what: 'newsletter sign-ups',
    disabled,
  });

  router.post('/contact', contactLimit, validate({ body: ContactBodySchema }), async (req, res) => {
    await contact.submitContact(service, res.locals.body as ContactBody, { ip: req.ip });
    res
      .status(201)
      .json({ success: true, message: Msg.contactSubmitted } satisfies ContactResponse);
  });

  router.post(
    '/newsletter',
    newsletterLimit,
    validate({ body: NewsletterBodySchema }),
    async (_req, res) => {
      const result = await contact.subscribe(res.locals.body as NewsletterBody);
      res
        .status(result.alreadySubscribed ? 200 : 201)
        .json({ success: true, ...result } satisfies NewsletterResponse);
    },
  );

  return router;
}
