import {
  AdminAnnouncementResponseSchema,
  AnnouncementInputSchema,
  AdminHomeDealResponseSchema,
  HomeDealInputSchema,
  CONTENT_KINDS,
  ContentDeletedResponseSchema,
  ContentImageResponseSchema,
  ContentItemParamsSchema,
  contentItemResponse,
  contentListResponse,
  type ContentKind,
} from '../admin/content';
import { defineRoute } from './define';

/** The five routes of one list-and-form content kind (`/api/admin/content/<kind>`), by name. */
function kindRoutes<K extends ContentKind>(kind: K) {
  const { input, row, label, singular } = CONTENT_KINDS[kind];
  const base = `/api/admin/content/${kind}` as const;
  return {
    list: defineRoute({
      method: 'get',
      path: base,
      summary: `${label}, all of them`,
      auth: 'staff',
      role: 'readonly',
      response: contentListResponse(row),
    }),
    create: defineRoute({
      method: 'post',
      path: base,
      summary: `Create a ${singular}`,
      auth: 'staff',
      errors: [409],
      role: 'staff',
      body: input,
      response: contentItemResponse(row),
      status: 201,
    }),
    get: defineRoute({
      method: 'get',
      path: `${base}/:id`,
      summary: `One ${singular}`,
      auth: 'staff',
      role: 'readonly',
      params: ContentItemParamsSchema,
      response: contentItemResponse(row),
    }),
    replace: defineRoute({
      method: 'put',
      path: `${base}/:id`,
      summary: `Replace a ${singular}`,
      auth: 'staff',
      errors: [409],
      role: 'staff',
      params: ContentItemParamsSchema,
      body: input,
      response: contentItemResponse(row),
    }),
    remove: defineRoute({
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${singular}`,
      auth: 'staff',
      errors: [409],
      role: 'staff',
      params: ContentItemParamsSchema,
      response: ContentDeletedResponseSchema,
    }),
  } as const;
}

/** One content kind's routes by name: `list`, `create`, `get`, `replace`, `remove`. */
export type ContentKindRoutes<K extends ContentKind> = ReturnType<typeof kindRoutes<K>>;

/** `{ list, get }` named for the kind `banners`: `{ 'banners.list', 'banners.get' }`. */
export type KindNamed<K extends string, R> = {
  [N in keyof R & string as `${K}.${N}`]: R[N];
};

/** Names each of `entries` `<kind>.<name>` (a content kind's routes, or their handlers). */
export function kindNamed<K extends string, R extends object>(
  kind: K,
  entries: R,
): KindNamed<K, R> {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [`${kind}.${name}`, entry]),
  ) as KindNamed<K, R>;
}

const ofKind = <K extends ContentKind>(kind: K) => kindNamed(kind, kindRoutes(kind));

/**
 * Back-office content by name: each kind's five routes as `<kind>.<name>` (`banners.list`,
 * `looks.remove`), then the announcement and content images.
 */
export const adminContentApi = {
  ...ofKind('banners'),
  ...ofKind('coupons'),
  ...ofKind('blogs'),
  ...ofKind('testimonials'),
  ...ofKind('styles'),
  ...ofKind('influencers'),
  ...ofKind('looks'),
  getAnnouncement: defineRoute({
    method: 'get',
    path: '/api/admin/content/announcement',
    summary: 'The announcement bar',
    auth: 'staff',
    role: 'readonly',
    response: AdminAnnouncementResponseSchema,
  }),
  setAnnouncement: defineRoute({
    method: 'put',
    path: '/api/admin/content/announcement',
    summary: 'Switch the announcement on or off and set its heading and detail',
    auth: 'staff',
    errors: [409],
    role: 'staff',
    body: AnnouncementInputSchema,
    response: AdminAnnouncementResponseSchema,
  }),
  getHomeDeal: defineRoute({
    method: 'get',
    path: '/api/admin/content/deal',
    summary: "The home page's deal of the week",
    auth: 'staff',
    role: 'readonly',
    response: AdminHomeDealResponseSchema,
  }),
  setHomeDeal: defineRoute({
    method: 'put',
    path: '/api/admin/content/deal',
    summary: "Set the home page's deal: its words, end date and the listing it opens",
    auth: 'staff',
    errors: [409],
    role: 'staff',
    body: HomeDealInputSchema,
    response: AdminHomeDealResponseSchema,
  }),
  uploadImage: defineRoute({
    method: 'post',
    path: '/api/admin/content/images',
    summary: 'Upload a content image (sniffed, re-encoded to WebP, metadata dropped)',
    auth: 'staff',
    role: 'staff',
    files: { field: 'image', maxCount: 1 },
    response: ContentImageResponseSchema,
    status: 201,
  }),
} as const;
