import { z } from 'zod';

/**
 * A MongoDB id as 24 hex digits, parsed to lower case: one spelling an id, so answers cached by
 * their parsed parameters (apps/api answer-key.ts) keep one entry an id, however a client cases it.
 */
export const ObjectIdSchema = z
  .string({ error: 'Invalid id.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-f\d]{24}$/i, { error: 'Invalid id.' });

export const IdParamsSchema = z.object({ id: ObjectIdSchema });

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() });
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;
/** The last page a list query may ask for. */
export const MAX_PAGE = 10_000;

export const PagingMsg = {
  page: `Page must be a whole number from 1 to ${MAX_PAGE}.`,
  limit: (max: number) => `Limit must be a whole number from 1 to ${max}.`,
} as const;

/** A `page` query parameter: a whole number from 1 to MAX_PAGE (1 when absent); else a 400. */
export const PageQuerySchema = z.coerce
  .number({ error: PagingMsg.page })
  .int({ error: PagingMsg.page })
  .min(1, { error: PagingMsg.page })
  .max(MAX_PAGE, { error: PagingMsg.page })
  .default(1)
  .meta({ description: `1 to ${MAX_PAGE}, 1 when absent; anything else is refused with a 400` });

/**
 * A `limit` query parameter: a whole number from 1 to `max` (`fallback` when absent). Anything
 * else is refused with a 400 naming the range, never silently replaced.
 */
export const limitQuery = (max: number, fallback: number) =>
  z.coerce
    .number({ error: PagingMsg.limit(max) })
    .int({ error: PagingMsg.limit(max) })
    .min(1, { error: PagingMsg.limit(max) })
    .max(max, { error: PagingMsg.limit(max) })
    .default(fallback)
    .meta({
      description: `1 to ${max}, ${fallback} when absent; anything else is refused with a 400`,
    });

/** `page` and `limit` from a query string (limit 1–100, 20 by default). */
export const PaginationQuerySchema = z.object({
  page: PageQuerySchema,
  limit: limitQuery(MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT),
});

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

/** Every success body carries `success: true`. */
export const successBody = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape });

export const MessageBodySchema = successBody({ message: z.string() });

/** Machine codes used in error bodies. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION_ERROR',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  /** 410: the product was sold here and is archived (a hidden or unknown one is a 404). */
  PRODUCT_GONE: 'PRODUCT_GONE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  STORAGE_FULL: 'STORAGE_FULL',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
