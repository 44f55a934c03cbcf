import { ReviewMsg } from '@vastra/contracts';
import {
  CONTENT_KIND_NAMES,
  type ContentInput,
  type ContentKind,
} from '@vastra/contracts/admin/content';
import {
  adminAnnouncementGetRoute,
  adminAnnouncementPutRoute,
  adminContentImageRoute,
  adminContentRoutes,
} from '@vastra/contracts/routes/admin-content';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../../deps';
import { adminRoutesOn } from '../../staff/admin-path';
import { AppError } from '../../../lib/app-error';
import {
  createLocalImageStore,
  processReviewImage,
  reviewUpload,
  uploadedPhotos,
} from '../../reviews/review-image';
import { recordAudit } from '../../staff/audit.service';
import { staffActor } from '../../staff/staff-auth';
import * as content from './admin-content.service';

/** Each content kind declares five routes, in this order (routes/admin-content.ts). */
const PER_KIND = 5;

/** Back-office content (`/api/admin/content/...`): every kind's routes, the announcement, images. */
export function createAdminContentRouter(deps: AppDeps): Router {
  const router = Router();
  const route = adminRoutesOn(router);

  const audit = (
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

  // The kinds share one generic service, so their handlers see the declarations' common shape;
  // each declaration still validates its own kind's body with its own schema before the handler.
  CONTENT_KIND_NAMES.forEach((kind, k) => {
    const [list, create, get, replace, remove] = adminContentRoutes.slice(
      k * PER_KIND,
      (k + 1) * PER_KIND,
    );
    if (!list || !create || !get || !replace || !remove)
      throw new Error(`content routes for ${kind} are not declared`);
    const idOf = (params: unknown) => (params as { id: string }).id;
    const inputOf = (body: unknown) => body as ContentInput<typeof kind>;

    route(list)(async () => ({ success: true, data: await content.listContent(kind) }));
    route(get)(async ({ params }) => ({
      success: true,
      message: '',
      data: await content.getContent(kind, idOf(params)),
    }));
    route(create)(async ({ body }, req) => {
      const change = await content.createContent(kind, inputOf(body));
      await audit(req, kind, 'create', (change.after as { _id: string })._id, change);
      return { success: true, message: 'Saved.', data: change.after };
    });
    route(replace)(async ({ params, body }, req) => {
      const change = await content.updateContent(kind, idOf(params), inputOf(body));
      await audit(req, kind, 'update', idOf(params), change);
      return { success: true, message: 'Saved.', data: change.after };
    });
    route(remove)(async ({ params }, req) => {
      const change = await content.deleteContent(kind, idOf(params));
      await audit(req, kind, 'delete', idOf(params), change);
      return { success: true, message: 'Deleted.' };
    });
  });

  route(adminAnnouncementGetRoute)(async () => ({
    success: true,
    data: await content.getAdminAnnouncement(),
  }));
  route(adminAnnouncementPutRoute)(async ({ body }, req) => {
    const change = await content.setAnnouncement(body);
    await audit(req, 'announcement', 'update', 'main', { ...change, label: 'Announcement' });
    return { success: true, message: 'Saved.', data: change.after };
  });

  // Content images go through the review photo pipeline: sniffed, re-encoded to WebP, metadata
  // dropped, stored under a random name in the uploads directory.
  const images = createLocalImageStore(deps.uploadDir);
  route(adminContentImageRoute, [reviewUpload])(async (_input, req) => {
    const [photo] = uploadedPhotos(req);
    if (!photo) throw AppError.badRequest(ReviewMsg.imageUnreadable);
    const url = await images.save(await processReviewImage(photo));
    await recordAudit(staffActor(req), {
      action: 'content.image.upload',
      entity: { type: 'image', id: url, label: url },
      after: { url },
    });
    return { success: true, url };
  });

  return router;
}
