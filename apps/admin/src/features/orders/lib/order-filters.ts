import { ORDER_STATUSES, type OrderStatus } from '@vastra/contracts';
import { ADMIN_ORDER_SORTS, type AdminOrderSort } from '@vastra/contracts/admin/orders';

/**
 * The orders list's filters, sort and page live in the URL (`/orders?status=Pending&page=2`), so a
 * filtered list can be bookmarked, shared and reopened with the browser's back button. These two
 * functions are the only translation between the address bar and the list's query.
 */
export interface OrderFilters {
  status: OrderStatus | '';
  paymentMethod: 'Online' | 'COD' | '';
  /** `YYYY-MM-DD`, inclusive, in the shop's calendar. */
  from: string;
  to: string;
  pincode: string;
  /** An order id, an e-mail or a phone number. */
  q: string;
  page: number;
  sort: OrderSortKey;
  dir: 'asc' | 'desc';
}

export type OrderSortKey = AdminOrderSort;
export const ORDERS_PAGE_SIZE = 20;

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  status: '',
  paymentMethod: '',
  from: '',
  to: '',
  pincode: '',
  q: '',
  page: 1,
  sort: 'createdAt',
  dir: 'desc',
};

const isDay = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);
const oneOf = <T extends string>(list: readonly T[], v: string | null): v is T =>
  v != null && (list as readonly string[]).includes(v);

/** The address bar's parameters → the filters (anything unknown or malformed is ignored). */
export function filtersFromParams(sp: URLSearchParams): OrderFilters {
  const f = { ...DEFAULT_ORDER_FILTERS };
  const status = sp.get('status');
  if (oneOf(ORDER_STATUSES, status)) f.status = status;
  const pm = sp.get('paymentMethod');
  if (pm === 'Online' || pm === 'COD') f.paymentMethod = pm;
  const from = sp.get('from');
  if (isDay(from)) f.from = from;
  const to = sp.get('to');
  if (isDay(to)) f.to = to;
  const pin = sp.get('pincode');
  if (pin && /^\d{6}$/.test(pin)) f.pincode = pin;
  f.q = (sp.get('q') ?? '').trim().slice(0, 100);
  const page = Number(sp.get('page'));
  if (Number.isInteger(page) && page >= 1) f.page = page;
  const sort = sp.get('sort');
  if (oneOf(ADMIN_ORDER_SORTS, sort)) f.sort = sort;
  const dir = sp.get('dir');
  if (dir === 'asc' || dir === 'desc') f.dir = dir;
  return f;
}

/** The filters → the address bar's parameters (defaults left out, so URLs stay short). */
export function paramsFromFilters(f: OrderFilters): URLSearchParams {
  const sp = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_ORDER_FILTERS) as (keyof OrderFilters)[]) {
    const v = f[key];
    if (v !== DEFAULT_ORDER_FILTERS[key] && v !== '') sp.set(key, String(v));
  }
  return sp;
}

/** A filter changed: every change but the page's goes back to the first page. */
export function withFilter<K extends keyof OrderFilters>(
  f: OrderFilters,
  key: K,
  value: OrderFilters[K],
): OrderFilters {
  return { ...f, [key]: value, page: key === 'page' ? (value as number) : 1 };
}
