import { adminCommunityRoutes } from '@vastra/contracts/routes/admin-community';
import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { adminRoutesOn } from '../../staff/admin-path';
import { recordAudit } from '../../staff/audit.service';
import { staffActor } from '../../staff/staff-auth';
import {
  changeMessageState,
  listMessages,
  listSubscribers,
  subscribersCsv,
} from './admin-inbox.service';

const [, , , messagesRoute, messageStateRoute, subscribersRoute, exportRoute] =
  adminCommunityRoutes;

/** The contact inbox (`/api/admin/messages`) and the newsletter list (`/api/admin/newsletter`). */
export function createAdminInboxRouter(): Router {
  const router = Router();
  const route = adminRoutesOn(router);

  route(messagesRoute)(async ({ query }) => ({ success: true, ...(await listMessages(query)) }));

  route(messageStateRoute)(async ({ params, body }, req) => {
    const { message, before } = await changeMessageState(params.id, body.state);
    if (before !== body.state)
      await recordAudit(staffActor(req), {
        action: 'message.state',
        entity: { type: 'contact-message', id: params.id, label: `Message from ${message.email}` },
        before: { state: before },
        after: { state: body.state },
      });
    return { success: true, data: message };
  });

  // Exporting personal data is recorded like a change.
  route(exportRoute)(async (_input, req, res) => {
    await recordAudit(staffActor(req), {
      action: 'newsletter.export',
      entity: { type: 'newsletter', id: 'subscribers', label: 'Newsletter subscribers' },
    });
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="newsletter-${day}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(subscribersCsv(), res);
  });

  route(subscribersRoute)(async ({ query }) => ({
    success: true,
    ...(await listSubscribers(query)),
  }));

  return router;
}
