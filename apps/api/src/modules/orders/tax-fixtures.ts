import { financialYear, taxDocumentNumber } from '@vastra/contracts/tax-documents';
import { Types } from 'mongoose';
import request from 'supertest';
import type { Express } from 'express';
import type { TestUser } from '../../../test/helpers';
import { DocumentSeriesModel } from './document-series.model';
import { OrderModel } from './order.model';
import { placedTimeline } from './transition';

/** Test data for the GST document suites: orders written directly, and the series' counters. */

export interface TaxOrderLine {
  name?: string;
  price: number;
  quantity: number;
  /** Paise; omitted: an order placed before shares were kept. */
  couponShare?: number;
}

export interface TaxOrderOptions {
  status?: 'Pending' | 'Processing' | 'Cancelled' | 'Delivered';
  paymentMethod?: 'COD' | 'Online';
  lines?: TaxOrderLine[];
  couponDiscount?: number;
  /** The coupon's minimum order value, rupees (a coupon snapshot is kept when given). */
  couponMinimum?: number;
  delivery?: number;
  zipcode?: string;
  state?: string;
}

/** An order written directly (no stock taken), Pending by default, delivered to `zipcode`. */
export async function taxOrder(user: TestUser, o: TaxOrderOptions = {}): Promise<string> {
  const lines = o.lines ?? [{ price: 600, quantity: 2 }];
  const subtotal = lines.reduce((a, l) => a + l.price * l.quantity, 0);
  const discount = o.couponDiscount ?? 0;
  const delivery = o.delivery ?? 0;
  const method = o.paymentMethod ?? 'COD';
  const status = o.status ?? 'Pending';
  const timeline = placedTimeline(method);
  const order = await OrderModel.create({
    user: user.id,
    items: lines.map((l, n) => ({
      productId: new Types.ObjectId(),
      name: l.name ?? `Kurta ${n + 1}`,
      price: l.price,
      mrp: l.price,
      quantity: l.quantity,
      size: 'M',
      couponShare: l.couponShare ?? null,
    })),
    subtotal,
    couponDiscount: discount,
    coupon:
      o.couponMinimum != null
        ? {
            code: 'FESTIVE',
            discount,
            discountType: 'flat',
            discountValue: discount,
            minOrderValue: o.couponMinimum,
          }
        : null,
    delivery,
    total: subtotal - discount + delivery,
    status,
    paymentMethod: method,
    paymentId: method === 'Online' ? `order_T${new Types.ObjectId().toHexString()}` : null,
    addressSnapshot: {
      name: 'Asha Rao',
      address: '12 Janpath',
      city: 'New Delhi',
      state: o.state ?? 'Delhi',
      zipcode: o.zipcode ?? '110001',
      phone: '9876543210',
    },
    timeline: status === 'Pending' ? timeline.slice(0, 1) : timeline,
  });
  return String(order._id);
}

/** The last number taken in a series this financial year (0 when none yet). */
export async function lastNumber(series: 'invoice' | 'credit-note'): Promise<number> {
  const doc = await DocumentSeriesModel.findById(`${series}:${financialYear(new Date())}`).lean();
  return doc?.seq ?? 0;
}

/** The number `seq` of a series this financial year. */
export const numberOf = (series: 'invoice' | 'credit-note', seq: number) =>
  taxDocumentNumber(series, financialYear(new Date()), seq);

/** A GET that keeps a binary answer (a PDF) as a Buffer in `body`. */
export function getBinary(app: Express, path: string, auth: Record<string, string>) {
  return request(app)
    .get(path)
    .set(auth)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}
