import type { AdminOrder, AdminOrderRow } from '@vastra/contracts/admin/orders';
import { staffActions } from '@vastra/contracts/admin/orders';

export const ORDER_ID = '64b0000000000000000000c1';

/** An order as `GET /api/admin/orders/:id` answers it (valid against the contract). */
export function adminOrder(over: Partial<AdminOrder> = {}): AdminOrder {
  const status = over.status ?? 'Pending';
  return {
    _id: ORDER_ID,
    orderId: 'VST-1001',
    status,
    createdAt: '2026-11-20T06:30:00.000Z',
    subtotal: 1499,
    couponDiscount: 0,
    coupon: null,
    delivery: 0,
    total: 1499,
    paymentMethod: 'Online',
    paymentId: 'order_sim_1',
    items: [
      {
        _id: '64b0000000000000000000d1',
        productId: '64b0000000000000000000e1',
        name: 'Indigo Kurta',
        price: 1499,
        mrp: 1999,
        quantity: 1,
        size: 'M',
        image: '/static/p/1.webp',
        brand: 'Vastra',
        lineTotal: 1499,
        hasReviewed: false,
      },
    ],
    addressSnapshot: {
      name: 'Asha Rao',
      address: '221 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
      country: 'India',
      landmark: '',
      phone: '9876543210',
    },
    timeline: [
      { status: 'Pending', at: '2026-11-20T06:30:00.000Z', actor: 'shopper', note: 'Order placed' },
    ],
    shipment: null,
    refund: null,
    cancellation: null,
    returnRequest: null,
    deliveredAt: null,
    canCancel: true,
    canReturn: false,
    customer: {
      _id: '64b0000000000000000000f1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
    },
    actions: staffActions(status),
    notes: [],
    ...over,
  };
}

/**
 * Paid online with SAVE10 (10 % off a bag of ₹2,500 or more): two shirts at ₹1,000 and a jacket
 * at ₹1,500, the ₹350 discount shared ₹200 / ₹150 (kept per line, in paise).
 */
export function couponOrder(over: Partial<AdminOrder> = {}): AdminOrder {
  const base = adminOrder();
  const line = base.items[0]!;
  return adminOrder({
    subtotal: 3500,
    couponDiscount: 350,
    coupon: {
      code: 'SAVE10',
      discount: 350,
      discountType: 'percent',
      discountValue: 10,
      maxDiscount: null,
      minOrderValue: 2500,
    },
    total: 3150,
    items: [
      {
        ...line,
        _id: '64b0000000000000000000c1',
        name: 'Linen Shirt',
        price: 1000,
        quantity: 2,
        lineTotal: 2000,
        couponShare: 20000,
      },
      {
        ...line,
        _id: '64b0000000000000000000c2',
        name: 'Denim Jacket',
        price: 1500,
        quantity: 1,
        lineTotal: 1500,
        couponShare: 15000,
      },
    ],
    ...over,
    actions: staffActions(over.status ?? 'Pending'),
  });
}

export function orderRow(over: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    _id: ORDER_ID,
    createdAt: '2026-11-20T06:30:00.000Z',
    status: 'Pending',
    paymentMethod: 'COD',
    total: 1499,
    units: 1,
    customer: {
      _id: '64b0000000000000000000f1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
    },
    city: 'Bengaluru',
    pincode: '560001',
    refundStatus: null,
    ...over,
  };
}
