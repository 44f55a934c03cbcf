import { adminInboxApi } from '@vastra/contracts/routes/admin-community';
import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { bindRoutes } from '../../../lib/route';
import { adminRoutesOn, recordAudit, staffActor } from '../../staff';
import {
  changeMessageState,
  listMessages,
  listSubscribers,
  subscribersCsv,
} from './admin-inbox.service';

/** The contact inbox (`/api/admin/messages`) and the newsletter list (`/api/admin/newsletter`). */
export function createAdminInboxRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminInboxApi, {
    listMessages: async ({ query }) => ({ success: true, ...(await listMessages(query)) }),

    setMessageState: async ({ params, body }, req) => {
      const { message, before } = await changeMessageState(params.id, body.state);
      if (before !== body.state)
        await recordAudit(staffActor(req), {
          action: 'message.state',
          entity: {
            type: 'contact-message',
            id: params.id,
            label: `Message from ${message.email}`,
          },
          before: { state: before },
          after: { state: body.state },
        });
      return { success: true, data: message };
    },

    listSubscribers: async ({ query }) => ({
      success: true,
      ...(await listSubscribers(query)),
    }),

    // Exporting personal data is recorded like a change.
    exportSubscribers: async (_input, req, res) => {
      await recordAudit(staffActor(req), {
        action: 'newsletter.export',
        entity: { type: 'newsletter', id: 'subscribers', label: 'Newsletter subscribers' },
      });
      const day = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="newsletter-${day}.csv"`);
      res.setHeader('Cache-Control', 'private, no-store');
      await pipeline(subscribersCsv(), res);
    },
  });

  return router;
}
