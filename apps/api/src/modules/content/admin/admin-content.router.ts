import {
  CONTENT_KIND_NAMES,
  type AdminAnnouncementResponse,
  type AnnouncementInput,
  type ContentImageResponse,
  type ContentInput,
  type ContentKind,
} from '@vastra/contracts/admin/content';
import { adminContentRoutes } from '@vastra/contracts/routes/admin-content';
import type { RouteDeclaration } from '@vastra/contracts/routes/define';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { mountAdminRoute } from '../../../lib/admin-route';
import { ReviewMsg } from '@vastra/contracts';
import {
  createLocalImageStore,
  processReviewImage,
  reviewUpload,
} from '../../reviews/review-image';
import { recordAudit } from '../../staff/audit.service';
import { staffActor } from '../../staff/staff-auth';
import * as content from './admin-content.service';

const PER_KIND = 5;

/** Back-office content (`/api/admin/content/...`): every kind's five routes, the announcement, images. */
export function createAdminContentRouter(deps: AppDeps): Router {
  const router = Router();
  const routes: readonly RouteDeclaration[] = adminContentRoutes;

  const audit = async (
    req: Request,
    kind: ContentKind | 'announcement',
    verb: string,
    id: string,
    change: { before: unknown; after: unknown; label?: string },
  ) =>
    recordAudit(staffActor(req), {
      action: `content.${kind}.${verb}`,
      entity: { type: kind, id, label: change.label ?? kind },
      before: (change.before as Record<string, unknown> | null) ?? null,
      after: (change.after as Record<string, unknown> | null) ?? null,
    });

  CONTENT_KIND_NAMES.forEach((kind, k) => {
    const [list, create, get, replace, remove] = routes.slice(k * PER_KIND, (k + 1) * PER_KIND);
    if (!list || !create || !get || !replace || !remove)
      throw new Error(`content routes for ${kind} are not declared`);
    const id = (res: { locals: Record<string, unknown> }) => (res.locals.params as { id: string }).id;

    mountAdminRoute(router, list, async (_req, res) => {
      res.json({ success: true, data: await content.listContent(kind) });
    });
    mountAdminRoute(router, get, async (_req, res) => {
      res.json({ success: true, message: '', data: await content.getContent(kind, id(res)) });
    });
    mountAdminRoute(router, create, async (req, res) => {
      const change = await content.createContent(kind, res.locals.body as ContentInput<typeof kind>);
      const row = change.after as { _id: string };
      await audit(req, kind, 'create', row._id, change);
      res.status(201).json({ success: true, message: 'Saved.', data: change.after });
    });
    mountAdminRoute(router, replace, async (req, res) => {
      const change = await content.updateContent(
        kind,
        id(res),
        res.locals.body as ContentInput<typeof kind>,
      );
      await audit(req, kind, 'update', id(res), change);
      res.json({ success: true, message: 'Saved.', data: change.after });
    });
    mountAdminRoute(router, remove, async (req, res) => {
      const change = await content.deleteContent(kind, id(res));
      await audit(req, kind, 'delete', id(res), change);
      res.json({ success: true, message: 'Deleted.' });
    });
  });

  const [getAnnouncement, putAnnouncement, uploadImage] = routes.slice(
    CONTENT_KIND_NAMES.length * PER_KIND,
  );
  if (!getAnnouncement || !putAnnouncement || !uploadImage)
    throw new Error('announcement and image routes are not declared');

  mountAdminRoute(router, getAnnouncement, async (_req, res) => {
    const body: AdminAnnouncementResponse = {
      success: true,
      data: await content.getAdminAnnouncement(),
    };
    res.json(body);
  });
  mountAdminRoute(router, putAnnouncement, async (req, res) => {
    const change = await content.setAnnouncement(res.locals.body as AnnouncementInput);
    await audit(req, 'announcement', 'update', 'main', { ...change, label: 'Announcement' });
    const body: AdminAnnouncementResponse = { success: true, message: 'Saved.', data: change.after };
    res.json(body);
  });

  // Content images go through the review photo pipeline: sniffed, re-encoded to WebP, metadata
  // dropped, stored under a random name in the uploads directory.
  const images = createLocalImageStore(deps.uploadDir);
  mountAdminRoute(
    router,
    uploadImage,
    async (req, res) => {
      if (!req.file) throw AppError.badRequest(ReviewMsg.imageUnreadable);
      const url = await images.save(await processReviewImage(req.file.buffer));
      await recordAudit(staffActor(req), {
        action: 'content.image.upload',
        entity: { type: 'image', id: url, label: url },
        after: { url },
      });
      const body: ContentImageResponse = { success: true, url };
      res.status(201).json(body);
    },
    [reviewUpload],
  );

  return router;
}
