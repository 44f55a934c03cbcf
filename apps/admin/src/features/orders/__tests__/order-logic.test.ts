import { describe, expect, it } from 'vitest';
import { toOrderQuery } from '../lib/order-query';
import { staffActions } from '../lib/staff-actions';
import { adminOrder, couponOrder } from '@/test/order-fixtures';

describe('staffActions', () => {
  const labels = (s: Parameters<typeof staffActions>[0]) => staffActions(s).map((a) => a.label);

  it('offers exactly the transitions the lifecycle table allows the shop', () => {
    expect(labels('Pending')).toEqual(['Confirm order', 'Cancel with refund']);
    expect(labels('Processing')).toEqual(['Hand to courier', 'Cancel with refund']);
    expect(labels('Return requested')).toEqual(['Approve return', 'Reject return']);
    expect(labels('Return approved')).toEqual(['Mark return received']);
  });

  it('offers nothing where only the shopper may move the order, or nobody', () => {
    for (const s of ['Delivered', 'Cancelled', 'Returned'] as const) expect(labels(s)).toEqual([]);
  });

  it('runs the delivery by hand: out for delivery, delivered, failed, return to sender', () => {
    expect(labels('Shipped')).toEqual([
      'Out for delivery',
      'Mark delivered',
      'Delivery failed',
      'Return to sender (RTO)',
    ]);
    expect(labels('Out for delivery')).toEqual([
      'Mark delivered',
      'Delivery failed',
      'Return to sender (RTO)',
    ]);
    expect(labels('Delivery failed')).toEqual([
      'Out for delivery',
      'Mark delivered',
      'Return to sender (RTO)',
    ]);
    // Only the parcel's arrival ends a return to sender: no cancel from there.
    expect(labels('RTO initiated')).toEqual(['RTO parcel received']);
  });

  it('states the refund before a cancellation: in full for an online order, nothing for COD', () => {
    const cancel = staffActions('Processing').find((a) => a.action === 'cancel');
    expect(cancel?.needsNote).toBe(true);
    expect(cancel?.describe(adminOrder({ status: 'Processing' }))).toMatch(
      /₹1,499.*refunded in full/,
    );
    expect(cancel?.describe(adminOrder({ status: 'Processing', paymentMethod: 'COD' }))).toMatch(
      /nothing is refunded/,
    );
    // The ledger's figure, not the order total: what the coupon took off was never paid.
    expect(cancel?.describe(couponOrder({ status: 'Processing' }))).toMatch(
      /^₹3,150 is refunded in full/,
    );
  });

  it('states the exact refund of a return before it is marked received, from the ledger', () => {
    const receive = staffActions('Return approved').find((a) => a.action === 'markReturned');
    // Returning the jacket leaves ₹2,000 of shirts, under SAVE10's ₹2,500 minimum: the shirts'
    // ₹200 share of the discount comes off the jacket's ₹1,350.
    expect(
      receive?.describe(
        couponOrder({
          status: 'Return approved',
          returnRequest: {
            reason: 'Size or fit is not right',
            note: '',
            items: [{ itemId: '64b0000000000000000000c2', quantity: 1 }],
            photos: [],
            requestedAt: '2026-11-25T06:30:00.000Z',
          },
        }),
      ),
    ).toBe(
      "The returned units go back into stock. ₹1,150 is refunded to the shopper's original payment method. The offer no longer applies to the items kept: ₹200 recovered.",
    );
    // Cash on delivery, every unit back: delivery too, by bank transfer.
    expect(
      receive?.describe(
        adminOrder({
          status: 'Return approved',
          paymentMethod: 'COD',
          delivery: 99,
          total: 1598,
          returnRequest: {
            reason: 'Size or fit is not right',
            note: '',
            items: [{ itemId: '64b0000000000000000000d1', quantity: 1 }],
            photos: [],
            requestedAt: '2026-11-25T06:30:00.000Z',
          },
        }),
      ),
    ).toBe(
      'The returned units go back into stock. ₹1,598 is refunded by bank transfer, to the account the customer gives. Every item comes back, so delivery (₹99) is refunded too.',
    );
  });
});

describe('toOrderQuery', () => {
  const base = { page: 2, pageSize: 50, sort: null, filters: {} };

  it('passes every filter the contract accepts and splits the sort into column and direction', () => {
    expect(
      toOrderQuery({
        ...base,
        sort: { id: 'total', desc: false },
        filters: {
          q: ' asha@example.com ',
          status: 'Pending',
          paymentMethod: 'COD',
          from: '2026-11-01',
          to: '2026-11-23',
          pincode: '560001',
        },
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      q: 'asha@example.com',
      status: 'Pending',
      paymentMethod: 'COD',
      from: '2026-11-01',
      to: '2026-11-23',
      pincode: '560001',
      sort: 'total',
      dir: 'asc',
    });
  });

  it('drops filters the contract refuses and unknown sort columns (newest first instead)', () => {
    expect(
      toOrderQuery({
        ...base,
        sort: { id: '$where', desc: false },
        filters: { status: 'Lost', pincode: '5600', from: 'yesterday', other: 'x' },
      }),
    ).toEqual({ page: 2, limit: 50, sort: 'createdAt', dir: 'desc' });
  });
});
