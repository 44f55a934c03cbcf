import { z } from 'zod';
import { PaginationQuerySchema, PaginationSchema, successBody } from '../common';

/**
 * Shared pieces of the back office's list endpoints: a page of rows with its pagination, and query
 * fields that treat an empty form value (`?status=`) as "no filter".
 */

/** An optional query filter: absent, or an empty string from a form, means "not filtered". */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const SortDirectionSchema = z.enum(SORT_DIRECTIONS).catch('desc').default('desc');

/** `page`, `limit` (≤ 100) and a free-text `q`. */
export const AdminListQuerySchema = PaginationQuerySchema.extend({
  q: optionalFilter(
    z.string().trim().max(100, { error: 'Please keep the search under 100 characters.' }),
  ),
});

/** A page of `row`s with the numbers a table's pager needs. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  successBody({ data: z.array(row), pagination: PaginationSchema });

/** The pagination block for `total` rows at `page`/`limit`. */
export function paginationFor(page: number, limit: number, total: number) {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}
