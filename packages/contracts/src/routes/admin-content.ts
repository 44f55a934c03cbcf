import {
  AdminAnnouncementResponseSchema,
  AnnouncementInputSchema,
  CONTENT_KINDS,
  ContentDeletedResponseSchema,
  ContentImageResponseSchema,
  ContentItemParamsSchema,
  contentItemResponse,
  contentListResponse,
  type ContentKind,
} from '../admin/content';
import { defineRoute } from './define';

/** The five routes of one list-and-form content kind (`/api/admin/content/<kind>`). */
function kindRoutes<K extends ContentKind>(kind: K) {
  const { input, row, label, singular } = CONTENT_KINDS[kind];
  const base = `/api/admin/content/${kind}` as const;
  return [
    defineRoute({
      method: 'get',
      path: base,
      summary: `${label}, all of them`,
      auth: 'staff',
      role: 'readonly',
      response: contentListResponse(row),
    }),
    defineRoute({
      method: 'post',
      path: base,
      summary: `Create a ${singular}`,
      auth: 'staff',
      role: 'staff',
      body: input,
      response: contentItemResponse(row),
      status: 201,
    }),
    defineRoute({
      method: 'get',
      path: `${base}/:id`,
      summary: `One ${singular}`,
      auth: 'staff',
      role: 'readonly',
      params: ContentItemParamsSchema,
      response: contentItemResponse(row),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/:id`,
      summary: `Replace a ${singular}`,
      auth: 'staff',
      role: 'staff',
      params: ContentItemParamsSchema,
      body: input,
      response: contentItemResponse(row),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${singular}`,
      auth: 'staff',
      role: 'staff',
      params: ContentItemParamsSchema,
      response: ContentDeletedResponseSchema,
    }),
  ] as const;
}

export const adminAnnouncementGetRoute = defineRoute({
  method: 'get',
  path: '/api/admin/content/announcement',
  summary: 'The announcement bar',
  auth: 'staff',
  role: 'readonly',
  response: AdminAnnouncementResponseSchema,
});

export const adminAnnouncementPutRoute = defineRoute({
  method: 'put',
  path: '/api/admin/content/announcement',
  summary: 'Switch the announcement on or off and set its heading and detail',
  auth: 'staff',
  role: 'staff',
  body: AnnouncementInputSchema,
  response: AdminAnnouncementResponseSchema,
});

export const adminContentImageRoute = defineRoute({
  method: 'post',
  path: '/api/admin/content/images',
  summary: 'Upload a content image (sniffed, re-encoded to WebP, metadata dropped)',
  auth: 'staff',
  role: 'staff',
  files: { field: 'image', maxCount: 1 },
  response: ContentImageResponseSchema,
  status: 201,
});

export const adminContentRoutes = [
  ...kindRoutes('banners'),
  ...kindRoutes('coupons'),
  ...kindRoutes('blogs'),
  ...kindRoutes('testimonials'),
  ...kindRoutes('styles'),
  ...kindRoutes('influencers'),
  ...kindRoutes('looks'),
  adminAnnouncementGetRoute,
  adminAnnouncementPutRoute,
  adminContentImageRoute,
] as const;
