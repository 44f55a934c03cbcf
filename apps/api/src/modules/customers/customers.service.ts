import { orderLedger, orderMoney, toRupees } from '@vastra/contracts';
import {
  CustomerMsg,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerListResponse,
  type AdminCustomerRow,
  type UpdateCustomerBody,
} from '@vastra/contracts/admin/customers';
import { paginationFor } from '@vastra/contracts/admin/paging';
import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { listAddresses } from '../addresses';
import {
  countOrdersOfUser,
  orderCountsOf,
  ordersOfUser,
  usersWithOrders,
  toAdminRow,
  type OrderLean,
} from '../orders';
import { productNames } from '../catalog';
import { reviewsOfUser } from '../reviews';
import { changedFields, recordAudit, type StaffActor } from '../staff';
import {
  countCustomerAccounts,
  findCustomerAccount,
  findCustomerAccountsPage,
  setCustomerFlags,
  type CustomerAccountFilter,
  type CustomerAccountLean,
} from '../users';
import { CustomerNoteModel, type CustomerNoteLean } from './customer-note.model';

/**
 * The back office's customers: the shoppers' accounts read through the users module, their
 * orders through the orders module (money from each order's ledger), reviews, addresses, and the
 * staff's notes kept here. Staff may turn cash on delivery off for a shopper and block an account.
 */

/** Orders shown on a customer's page (the lifetime value reads every order). */
const ORDERS_SHOWN = 50;
const REVIEWS_SHOWN = 50;
const NOTES_SHOWN = 100;

function toRow(u: CustomerAccountLean, orders: number): AdminCustomerRow {
  return {
    _id: String(u._id),
    name: u.name,
    email: u.email,
    phone: u.phone,
    createdAt: u.createdAt.toISOString(),
    orders,
    codRefusals: u.codRefusals ?? 0,
    codDisabled: u.codDisabled === true,
    blocked: u.blocked === true,
  };
}

const yes = (v: 'yes' | 'no' | undefined) => (v === undefined ? undefined : v === 'yes');

export async function listCustomers(q: AdminCustomerListQuery): Promise<AdminCustomerListResponse> {
  const filter: CustomerAccountFilter = {
    text: q.q || undefined,
    codRefusals: yes(q.codRefusals),
    blocked: yes(q.blocked),
  };
  if (q.hasOrders) {
    const withOrders = await usersWithOrders();
    filter.ids = q.hasOrders === 'yes' ? { in: withOrders } : { nin: withOrders };
  }
  const skip = (q.page - 1) * q.limit;
  const [rows, total] = await Promise.all([
    findCustomerAccountsPage(filter, skip, q.limit),
    countCustomerAccounts(filter),
  ]);
  const counts = await orderCountsOf(rows.map((r) => r._id));
  return {
    success: true,
    data: rows.map((r) => toRow(r, counts.get(String(r._id)) ?? 0)),
    pagination: paginationFor(q.page, q.limit, total),
  };
}

function withMoney(o: OrderLean) {
  const { customer: _customer, ...row } = toAdminRow(o, undefined);
  const l = orderLedger(orderMoney(o));
  return { ...row, collected: toRupees(l.capturedPaise), refunded: toRupees(l.refundedPaise) };
}

const RETURN_STATUSES = new Set([
  'Return requested',
  'Return approved',
  'Returned',
  'Return rejected',
]);

async function accountOr404(id: string): Promise<CustomerAccountLean> {
  const account = await findCustomerAccount(id);
  if (!account) throw AppError.notFound(CustomerMsg.notFound);
  return account;
}

const toNote = (n: CustomerNoteLean) => ({
  _id: String(n._id),
  text: n.text,
  by: n.by?.name ?? '',
  at: n.at.toISOString(),
});

export async function getCustomer(id: string): Promise<AdminCustomerDetail> {
  const account = await accountOr404(id);
  const [orders, orderCount, addresses, reviews, notes] = await Promise.all([
    ordersOfUser(id, 0),
    countOrdersOfUser(id),
    listAddresses(id),
    reviewsOfUser(id, REVIEWS_SHOWN),
    CustomerNoteModel.find({ user: new Types.ObjectId(id) })
      .sort({ at: -1 })
      .limit(NOTES_SHOWN)
      .lean<CustomerNoteLean[]>(),
  ]);
  const rows = orders.map(withMoney);
  // Lifetime value: what each order's ledger says was collected, less what was refunded.
  const collectedPaise = orders.reduce((n, o) => n + orderLedger(orderMoney(o)).capturedPaise, 0);
  const refundedPaise = orders.reduce((n, o) => n + orderLedger(orderMoney(o)).refundedPaise, 0);
  const names = await productNames(reviews.map((r) => r.product as Types.ObjectId));
  return {
    ...toRow(account, orderCount),
    gender: account.gender ?? '',
    dob: account.dob ?? '',
    addresses,
    orders: rows.slice(0, ORDERS_SHOWN),
    orderCount,
    lifetime: {
      collected: toRupees(collectedPaise),
      refunded: toRupees(refundedPaise),
      value: toRupees(collectedPaise - refundedPaise),
    },
    returns: rows.filter(
      (o, n) => RETURN_STATUSES.has(o.status) || orders[n]?.refund?.kind === 'return',
    ),
    reviews: reviews.map((r) => ({
      _id: String(r._id),
      product: {
        _id: String(r.product),
        name: names.get(String(r.product)) ?? '(deleted product)',
      },
      rating: r.rating,
      comment: r.comment,
      hidden: r.hidden === true,
      createdAt: r.createdAt.toISOString(),
    })),
    notes: notes.map(toNote),
  };
}

/**
 * Turns cash on delivery off or on and blocks or unblocks the account, in one transaction with its
 * audit entry (only the fields that changed; a change to nothing writes none). Blocking ends every
 * session of the shopper.
 */
export async function updateCustomer(
  actor: StaffActor,
  id: string,
  body: UpdateCustomerBody,
): Promise<AdminCustomerDetail> {
  const set: { codDisabled?: boolean; blocked?: boolean } = {};
  if (body.codDisabled !== undefined) set.codDisabled = body.codDisabled;
  if (body.blocked !== undefined) set.blocked = body.blocked;
  await inTransaction(async (session) => {
    const before = await setCustomerFlags(id, set, session);
    if (!before) throw AppError.notFound(CustomerMsg.notFound);
    const was = { codDisabled: before.codDisabled === true, blocked: before.blocked === true };
    const diff = changedFields(was, { ...was, ...set }, ['codDisabled', 'blocked'] as const);
    if (diff)
      await recordAudit(
        actor,
        {
          action: 'customer.update',
          entity: { type: 'customer', id, label: `${before.name} <${before.email}>` },
          ...diff,
        },
        session,
      );
  });
  return getCustomer(id);
}

export async function addCustomerNote(
  actor: StaffActor & { name: string },
  id: string,
  text: string,
): Promise<AdminCustomerDetail> {
  const account = await accountOr404(id);
  await inTransaction(async (session) => {
    const [note] = await CustomerNoteModel.create(
      [{ user: account._id, text, by: { id: actor.id, name: actor.name }, at: new Date() }],
      { session },
    );
    await recordAudit(
      actor,
      {
        action: 'customer.note',
        entity: { type: 'customer', id, label: `${account.name} <${account.email}>` },
        after: { note: text, noteId: String(note?._id) },
      },
      session,
    );
  });
  return getCustomer(id);
}
