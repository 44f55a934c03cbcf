import {
  staffActions,
  type AdminCustomer,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminOrderRow,
} from '@vastra/contracts/admin/orders';
import { paginationFor } from '@vastra/contracts/admin/paging';
import { shopDayStart } from '@vastra/contracts/admin/dashboard';
import { Msg } from '@vastra/contracts';
import { Types, type SortOrder } from 'mongoose';
import { AppError } from '../../../lib/app-error';
import type { OrderLean } from '../order.model';
import { toOrderDto } from '../orders.service';
import { staffTimeline } from '../lifecycle.dto';
import { findCustomers, findUserIds, type CustomerLean } from '../../users';
import { countOrders, findOrderById, findOrdersPage, type OrderFilter } from './admin-orders.data';
import { notesOf } from './order-notes.data';

/** The back office's orders: list, details, and the staff transitions (all through applyTransition). */

const DAY_MS = 86_400_000;

function toCustomer(c: CustomerLean | undefined): AdminCustomer | null {
  return c
    ? {
        _id: String(c._id),
        name: c.name,
        email: c.email,
        phone: c.phone,
        codRefusals: c.codRefusals ?? 0,
      }
    : null;
}

async function customersOf(orders: OrderLean[]): Promise<Map<string, CustomerLean>> {
  const ids = [...new Set(orders.map((o) => String(o.user)))].map((id) => new Types.ObjectId(id));
  const found = ids.length ? await findCustomers(ids) : [];
  return new Map(found.map((c) => [String(c._id), c]));
}

export function toAdminRow(o: OrderLean, customer: CustomerLean | undefined): AdminOrderRow {
  return {
    _id: String(o._id),
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    paymentMethod: o.paymentMethod,
    total: o.total,
    units: o.items.reduce((n, i) => n + i.quantity, 0),
    customer: toCustomer(customer),
    city: o.addressSnapshot.city,
    pincode: o.addressSnapshot.zipcode,
    refundStatus: o.refund?.status ?? null,
  };
}

/** Rows for orders, with their customers (one query for all of them). */
export async function toAdminRows(orders: OrderLean[]): Promise<AdminOrderRow[]> {
  const customers = await customersOf(orders);
  return orders.map((o) => toAdminRow(o, customers.get(String(o.user))));
}

/**
 * What `q` searches: an order id (24 hex digits); the order number shoppers see (8 hex digits, a
 * leading # ignored); an invoice number (`VST/26-27/000001`); a phone number (10 digits, spaces,
 * dashes and a +91 prefix ignored: the account's or the delivery address's); with an @, the start
 * of an e-mail; anything else, the start of an e-mail, part of the customer's name, or an AWB.
 */
async function searchFilter(q: string): Promise<OrderFilter | null> {
  if (/^[a-f\d]{24}$/i.test(q)) return { orderId: q.toLowerCase() };
  const ref = q.replace(/^#/, '');
  if (/^[a-f\d]{8}$/i.test(ref)) return { ref: ref.toUpperCase() };
  if (/^V(ST|CN)\/\d{2}-\d{2}\/\d+$/i.test(q)) return { invoiceNumber: q.toUpperCase() };
  const digits = q.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '');
  if (/^\d{10}$/.test(digits))
    return { users: await findUserIds({ phone: digits }), phone: digits };
  const byEmail = await findUserIds({ emailPrefix: q.toLowerCase() });
  if (q.includes('@')) return byEmail.length ? { users: byEmail } : null;
  const users = [...byEmail, ...(await findUserIds({ name: q }))];
  if (/^[a-z\d-]{4,40}$/i.test(q)) return { users, awb: q };
  return users.length ? { users } : null;
}

const reverse = (dir: SortOrder): SortOrder => (dir === 1 ? -1 : 1);
/**
 * Each column's order (each walks an index). Within a state, ascending lists the newest first, so
 * descending is its exact reverse.
 */
const SORTS: Record<AdminOrderListQuery['sort'], (dir: SortOrder) => Record<string, SortOrder>> = {
  createdAt: (dir) => ({ createdAt: dir, _id: dir }),
  total: (dir) => ({ total: dir, _id: dir }),
  status: (dir) => ({ status: dir, createdAt: reverse(dir), _id: reverse(dir) }),
};

/** The list's filter and order for a query (null: the search matches no order). */
export async function orderListFilter(
  query: Omit<AdminOrderListQuery, 'page' | 'limit'>,
): Promise<{ filter: OrderFilter; sort: Record<string, SortOrder> } | null> {
  const filter: OrderFilter = {
    status: query.status,
    paymentMethod: query.paymentMethod,
    pincode: query.pincode,
    from: query.from ? shopDayStart(query.from) : undefined,
    until: query.to ? new Date(shopDayStart(query.to).getTime() + DAY_MS) : undefined,
  };
  if (query.placedAfter) {
    const after = new Date(Date.parse(query.placedAfter) + 1);
    if (!filter.from || after > filter.from) filter.from = after;
  }
  if (query.q) {
    const found = await searchFilter(query.q);
    if (!found) return null;
    Object.assign(filter, found);
  }
  const dir: SortOrder = query.dir === 'asc' ? 1 : -1;
  return { filter, sort: SORTS[query.sort](dir) };
}

export async function listAdminOrders(
  query: AdminOrderListQuery,
): Promise<Omit<AdminOrderListResponse, 'success'>> {
  const found = await orderListFilter(query);
  if (!found) return { data: [], pagination: paginationFor(query.page, query.limit, 0) };
  const { filter, sort } = found;
  const [orders, total] = await Promise.all([
    findOrdersPage(filter, sort, (query.page - 1) * query.limit, query.limit),
    countOrders(filter),
  ]);
  return {
    data: await toAdminRows(orders),
    pagination: paginationFor(query.page, query.limit, total),
  };
}

function toAdminOrder(
  o: OrderLean,
  customer: CustomerLean | undefined,
  notes: AdminOrder['notes'],
): AdminOrder {
  return {
    ...toOrderDto(o, new Set()),
    timeline: staffTimeline(o),
    cancellation: o.cancellation
      ? { reason: o.cancellation.reason, note: o.cancellation.note ?? '', by: o.cancellation.by }
      : null,
    customer: toCustomer(customer),
    actions: staffActions(o.status),
    notes,
  };
}

export async function loadOrder(id: string): Promise<OrderLean> {
  const order = await findOrderById(id);
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  return order;
}

export async function getAdminOrder(id: string): Promise<AdminOrder> {
  const order = await loadOrder(id);
  const [customers, notes] = await Promise.all([customersOf([order]), notesOf(order._id)]);
  return toAdminOrder(order, customers.get(String(order.user)), notes);
}

export interface StaffActorInfo {
  id: string;
  name: string;
}

export interface StaffTransitionResult {
  order: AdminOrder;
  message: string;
  before: { status: string };
  after: { status: string; refund: unknown };
}
