import { Msg, type NewsletterResponse } from '@vastra/contracts';
import { contactApi as C } from '@vastra/contracts/routes/contact';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { limiter } from '../../lib/rate-limit';
import { routesOn } from '../../lib/route';
import * as contact from './contact.service';

/** POST /contact and POST /newsletter, both public and rate-limited per client IP. */
export function createContactRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router);
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

  route(C.contact, [contactLimit])(async ({ body }, req) => {
    await contact.submitContact(service, body, { ip: req.ip });
    return { success: true, message: Msg.contactSubmitted };
  });

  route(C.newsletter, [newsletterLimit])(async ({ body }, _req, res) => {
    const result = await contact.subscribe(body);
    // The status depends on the outcome, so this handler answers itself.
    res
      .status(result.alreadySubscribed ? 200 : 201)
      .json({ success: true, ...result } satisfies NewsletterResponse);
  });

  return router;
}
