import { ReviewMsg } from '@vastra/contracts';
import type { ContentInput, ContentKind } from '@vastra/contracts/admin/content';
import {
  adminContentApi,
  kindNamed,
  type ContentKindRoutes,
  type KindNamed,
} from '@vastra/contracts/routes/admin-content';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../../deps';
import { bindRoutes, type RouteHandlers } from '../../../lib/route';
import { adminRoutesOn, changedFields, recordAudit, staffActor } from '../../staff';
import { AppError } from '../../../lib/app-error';
import {
  createLocalImageStore,
  processReviewImage,
  onePhotoUpload,
  uploadedPhotos,
} from '../../../lib/photos';
import * as content from './admin-content.service';
import { getAdminHomeDeal, HOME_DEAL_FIELDS, setHomeDeal } from '../home-deal.service';
import { checkContentLink } from '../content-links';

type Audit = (
  req: Request,
  kind: ContentKind | 'announcement' | 'deal',
  verb: string,
  id: string,
  change: { before: unknown; after: unknown; label?: string },
) => Promise<unknown>;

/** Row fields every save changes by itself: never an edit of their own. */
const BOOKKEEPING = new Set(['_id', 'createdAt', 'updatedAt', 'editVersion']);

/**
 * The five handlers of one content kind, named like its routes (`banners.list`): the kinds share
 * one generic service.
 */
function kindHandlers<K extends ContentKind>(
  kind: K,
  audit: Audit,
): KindNamed<K, RouteHandlers<ContentKindRoutes<K>>> {
  // The body was parsed by this kind's own input schema; TypeScript sees every kind's.
  const inputOf = (body: unknown) => body as ContentInput<K>;
  const handlers: RouteHandlers<ContentKindRoutes<K>> = {
    list: async () => ({ success: true, data: await content.listContent(kind) }),
    create: async ({ body }, req) => {
      const change = await content.createContent(kind, inputOf(body));
      await audit(req, kind, 'create', change.after._id, change);
      return { success: true, message: 'Saved.', data: change.after };
    },
    get: async ({ params }) => ({
      success: true,
      message: '',
      data: await content.getContent(kind, params.id),
    }),
    replace: async ({ params, body }, req) => {
      const change = await content.updateContent(kind, params.id, inputOf(body));
      await audit(req, kind, 'update', params.id, change);
      return { success: true, message: 'Saved.', data: change.after };
    },
    remove: async ({ params }, req) => {
      const change = await content.deleteContent(kind, params.id);
      await audit(req, kind, 'delete', params.id, change);
      return { success: true, message: 'Deleted.' };
    },
  };
  return kindNamed(kind, handlers);
}

/** Back-office content (`/api/admin/content/...`): every kind's routes, the announcement, images. */
export function createAdminContentRouter(deps: AppDeps): Router {
  const router = Router();

  // An update records only the fields it changed (none changed: no entry); a create or delete
  // the whole record.
  const audit: Audit = async (req, kind, verb, id, change) => {
    const before = (change.before as Record<string, unknown> | null) ?? null;
    const after = (change.after as Record<string, unknown> | null) ?? null;
    const diff =
      before && after
        ? changedFields(
            before,
            after,
            Object.keys(after).filter((k) => !BOOKKEEPING.has(k)),
          )
        : { before, after };
    if (!diff) return;
    await recordAudit(staffActor(req), {
      action: `content.${kind}.${verb}`,
      entity: { type: kind, id, label: change.label ?? kind },
      ...diff,
    });
  };

  // Content images go through the review photo pipeline: sniffed, re-encoded to WebP, metadata
  // dropped, stored under a random name in the uploads directory.
  const images = createLocalImageStore(deps.uploadDir);

  bindRoutes(adminRoutesOn(router), adminContentApi, {
    ...kindHandlers('banners', audit),
    ...kindHandlers('coupons', audit),
    ...kindHandlers('blogs', audit),
    ...kindHandlers('testimonials', audit),
    ...kindHandlers('styles', audit),
    ...kindHandlers('influencers', audit),
    ...kindHandlers('looks', audit),
    getAnnouncement: async () => ({
      success: true,
      data: await content.getAdminAnnouncement(),
    }),
    setAnnouncement: async ({ body }, req) => {
      const change = await content.setAnnouncement(body);
      await audit(req, 'announcement', 'update', 'main', { ...change, label: 'Announcement' });
      return { success: true, message: 'Saved.', data: change.after };
    },
    getHomeDeal: async () => ({ success: true, data: await getAdminHomeDeal() }),
    setHomeDeal: async ({ body }, req) => {
      await checkContentLink(body.link, body.status === 'on');
      const { before, after } = await setHomeDeal(body);
      const changed = changedFields(before, after, HOME_DEAL_FIELDS);
      if (changed) await audit(req, 'deal', 'update', 'home', { ...changed, label: 'Home deal' });
      return { success: true, message: 'Saved.', data: after };
    },
    uploadImage: {
      use: [onePhotoUpload],
      handler: async (_input, req) => {
        const [photo] = uploadedPhotos(req);
        if (!photo) throw AppError.badRequest(ReviewMsg.imageUnreadable);
        const url = await images.save(await processReviewImage(photo));
        await recordAudit(staffActor(req), {
          action: 'content.image.upload',
          entity: { type: 'image', id: url, label: url },
          after: { url },
        });
        return { success: true, url };
      },
    },
  });

  return router;
}
