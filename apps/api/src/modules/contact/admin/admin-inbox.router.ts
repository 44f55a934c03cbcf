import type {
  AdminMessageListQuery,
  AdminMessageListResponse,
  AdminMessageResponse,
  AdminSubscriberListQuery,
  AdminSubscriberListResponse,
  MessageStateBody,
} from '@vastra/contracts/admin/inbox';
import { adminCommunityRoutes } from '@vastra/contracts/routes/admin-community';
import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { mountAdminRoute } from '../../../lib/admin-route';
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

  mountAdminRoute(router, messagesRoute, async (_req, res) => {
    const body: AdminMessageListResponse = {
      success: true,
      ...(await listMessages(res.locals.query as AdminMessageListQuery)),
    };
    res.json(body);
  });

  mountAdminRoute(router, messageStateRoute, async (req, res) => {
    const { id } = res.locals.params as { id: string };
    const { state } = res.locals.body as MessageStateBody;
    const { message, before } = await changeMessageState(id, state);
    if (before !== state)
      await recordAudit(staffActor(req), {
        action: 'message.state',
        entity: { type: 'contact-message', id, label: `Message from ${message.email}` },
        before: { state: before },
        after: { state },
      });
    const body: AdminMessageResponse = { success: true, data: message };
    res.json(body);
  });

  // The export is declared before the list's path could shadow it (both are static paths).
  mountAdminRoute(router, exportRoute, async (req, res) => {
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

  mountAdminRoute(router, subscribersRoute, async (_req, res) => {
    const body: AdminSubscriberListResponse = {
      success: true,
      ...(await listSubscribers(res.locals.query as AdminSubscriberListQuery)),
    };
    res.json(body);
  });

  return router;
}
