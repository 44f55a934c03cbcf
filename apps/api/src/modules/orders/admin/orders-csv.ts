import { ORDER_CSV_COLUMNS } from '@vastra/contracts/admin/orders-export';
import type { AdminOrderListQuery } from '@vastra/contracts/admin/orders';
import type { Readable } from 'node:stream';
import { csvStream, rupeesCell } from '../../../lib/csv';
import { orderRef, type OrderLean } from '../order.model';
import { findCustomers, type CustomerLean } from '../../users';
import { orderCursor } from './admin-orders.data';
import { orderListFilter } from './admin-orders.service';

/**
 * The orders the back office's list shows for its filters (status, dates, payment, pincode,
 * search), every page of them, as CSV in the list's order: one row per order with its customer and
 * its amounts in rupees. Streamed from a cursor, customers read a batch of orders at a time.
 */

const BATCH = 200;

function row(o: OrderLean, c: CustomerLean | undefined): unknown[] {
  return [
    o.ref ?? orderRef(o._id),
    String(o._id),
    o.createdAt.toISOString(),
    o.status,
    o.paymentMethod,
    c?.name ?? '',
    c?.email ?? '',
    c?.phone ?? '',
    o.addressSnapshot.city,
    o.addressSnapshot.zipcode,
    o.items.reduce((n, i) => n + i.quantity, 0),
    rupeesCell(o.subtotal),
    rupeesCell(o.couponDiscount ?? 0),
    rupeesCell(o.delivery),
    rupeesCell(o.total),
    o.refund?.status ?? '',
  ];
}

export async function ordersCsv(
  query: Omit<AdminOrderListQuery, 'page' | 'limit'>,
): Promise<Readable> {
  const found = await orderListFilter(query);
  async function* rows() {
    if (!found) return;
    let batch: OrderLean[] = [];
    const flush = async function* () {
      const customers = await findCustomers([...new Set(batch.map((o) => o.user))]);
      const byId = new Map(customers.map((c) => [String(c._id), c]));
      for (const o of batch) yield row(o, byId.get(String(o.user)));
      batch = [];
    };
    for await (const o of orderCursor(found.filter, found.sort) as AsyncIterable<OrderLean>) {
      batch.push(o);
      if (batch.length >= BATCH) yield* flush();
    }
    if (batch.length) yield* flush();
  }
  return csvStream(ORDER_CSV_COLUMNS, rows());
}
