import {
  ADMIN_ORDER_SORTS,
  AdminOrderListQuerySchema,
  type AdminOrderListInput,
} from '@vastra/contracts/admin/orders';
import type { ListParams } from '@/lib/list-params';

/** The orders list's filters, as the URL and the admin orders endpoint name them. */
export const ORDER_FILTER_KEYS = ['q', 'status', 'paymentMethod', 'from', 'to', 'pincode'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

export const DEFAULT_ORDER_SORT = { id: 'createdAt', desc: true } as const;

/**
 * The list's URL state (page, page size, `sort=-createdAt`, filters) → the admin orders query
 * (`sort=createdAt&dir=desc`). Filters the contract would refuse (a five-digit pincode typed into
 * the address bar, an unknown state) are left out rather than turned into an error page, and an
 * unknown sort column falls back to the newest first.
 */
export function toOrderQuery(params: ListParams): AdminOrderListInput {
  const query: Record<string, string | number> = { page: params.page, limit: params.pageSize };
  for (const key of ORDER_FILTER_KEYS) {
    const value = params.filters[key]?.trim();
    if (!value) continue;
    const one = AdminOrderListQuerySchema.shape[key].safeParse(value);
    if (one.success && one.data !== undefined) query[key] = value;
  }
  const sort =
    params.sort && (ADMIN_ORDER_SORTS as readonly string[]).includes(params.sort.id)
      ? params.sort
      : DEFAULT_ORDER_SORT;
  query.sort = sort.id;
  query.dir = sort.desc ? 'desc' : 'asc';
  return query as AdminOrderListInput;
}
