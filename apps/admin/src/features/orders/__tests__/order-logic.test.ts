import { describe, expect, it } from 'vitest';
import { toOrderQuery } from '../lib/order-query';
import { staffActions } from '../lib/staff-actions';

describe('staffActions', () => {
  const labels = (s: Parameters<typeof staffActions>[0]) => staffActions(s).map((a) => a.label);

  it('offers exactly the transitions the lifecycle table allows the shop', () => {
    expect(labels('Pending')).toEqual(['Confirm order', 'Cancel with refund']);
    expect(labels('Processing')).toEqual(['Hand to courier', 'Cancel with refund']);
    expect(labels('Return requested')).toEqual(['Approve return', 'Reject return']);
    expect(labels('Return approved')).toEqual(['Mark return received']);
  });

  it('offers nothing where only the courier or the shopper may move the order', () => {
    for (const s of ['Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned'] as const)
      expect(labels(s)).toEqual([]);
  });

  it('states the refund before a cancellation: in full for an online order, nothing for COD', () => {
    const cancel = staffActions('Processing').find((a) => a.action === 'cancel');
    expect(cancel?.needsNote).toBe(true);
    expect(
      cancel?.describe({ status: 'Processing', total: 1499, paymentMethod: 'Online' }),
    ).toMatch(/₹1,499.*refunded in full/);
    expect(cancel?.describe({ status: 'Processing', total: 1499, paymentMethod: 'COD' })).toMatch(
      /nothing is refunded/,
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
