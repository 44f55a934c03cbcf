import { describe, expect, it } from 'vitest';
import { gstInvoice, gstRateForPiece, shareOut } from './invoice';

const base = { couponDiscount: 0, delivery: 0, sellerState: 'Delhi' };

describe('GST invoice figures', () => {
  it('chooses the apparel slab by the price of a piece', () => {
    expect(gstRateForPiece(2500)).toBe(5);
    expect(gstRateForPiece(2500.01)).toBe(18);
  });

  it('splits a within-state sale into CGST and SGST, taken out of the inclusive price', () => {
    const inv = gstInvoice({
      ...base,
      items: [{ name: 'Kurta', size: 'M', price: 1050, quantity: 2 }],
      total: 2100,
      buyerState: ' delhi ',
    });
    expect(inv.interState).toBe(false);
    expect(inv.rows[0]).toMatchObject({ rate: 5, taxable: 2000, cgst: 50, sgst: 50, igst: 0 });
    expect(inv).toMatchObject({ taxable: 2000, cgst: 50, sgst: 50, igst: 0, total: 2100 });
  });

  it('charges IGST to another state and taxes delivery at the highest goods rate', () => {
    const inv = gstInvoice({
      ...base,
      items: [
        { name: 'Saree', size: null, price: 3540, quantity: 1 },
        { name: 'Scarf', size: null, price: 525, quantity: 1 },
      ],
      delivery: 118,
      total: 4183,
      buyerState: 'Karnataka',
    });
    expect(inv.interState).toBe(true);
    expect(inv.rows.map((r) => r.rate)).toEqual([18, 5, 18]);
    expect(inv.rows[0]).toMatchObject({ taxable: 3000, igst: 540, cgst: 0 });
    expect(inv.rows[2]).toMatchObject({ description: 'Delivery', taxable: 100, igst: 18 });
    expect(inv.total).toBe(4183);
  });

  it('lowers the taxable value by the coupon, which can move a piece into the lower slab', () => {
    const inv = gstInvoice({
      ...base,
      items: [{ name: 'Lehenga', size: 'S', price: 2600, quantity: 1 }],
      couponDiscount: 200,
      total: 2400,
      buyerState: 'Delhi',
    });
    expect(inv.rows[0]).toMatchObject({ discount: 200, rate: 5, total: 2400 });
    expect(inv.total).toBe(2400);
    expect(inv.cgst + inv.sgst + inv.taxable).toBeCloseTo(2400, 2);
  });

  it('shares an amount out to the paisa', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });
});
