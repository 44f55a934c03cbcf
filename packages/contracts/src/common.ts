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

/** `page` and `limit` from a query string: positive integers; limit is capped at 100. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(DEFAULT_PAGE_LIMIT)
    .default(DEFAULT_PAGE_LIMIT)
    .transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
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
