import { describe, expect, it } from 'vitest';
import { chargedPaise, orderMoney, returnQuote } from '../ledger';
import { toPaise } from '../pricing';
import { placeOfSupplyLabel, sameGstState } from './gst-states';
import { creditNoteFigures, gstInvoice, gstRateForPiece } from './invoice';

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
});

describe('invoice figures from the ledger', () => {
  // A coupon of ₹300 that covers only the kurtas: the scarf carries no share of it.
  const order = {
    paymentMethod: 'Online' as const,
    status: 'Delivered' as const,
    items: [
      { _id: 'a', name: 'Kurta', size: 'M', price: 1200, quantity: 2 },
      { _id: 'b', name: 'Scarf', size: null, price: 600, quantity: 1 },
    ],
    couponDiscount: 300,
    delivery: 49,
    coupon: { minOrderValue: 2000 },
    refund: null,
  };
  const money = orderMoney({
    ...order,
    items: order.items.map((i, n) => ({ ...i, couponShare: n === 0 ? 30000 : 0 })),
  });
  const input = {
    items: order.items.map((i, n) => ({
      ...i,
      couponShare: money.lines[n]?.couponSharePaise ?? null,
    })),
    couponDiscount: 300,
    delivery: 49,
    total: 2749,
    buyerState: 'Karnataka',
    sellerState: 'Delhi',
  };

  it('uses each line’s kept coupon share, so every row costs what the ledger charged', () => {
    const inv = gstInvoice(input);
    expect(inv.rows.map((r) => toPaise(r.discount))).toEqual([30000, 0, 0]);
    expect(inv.rows.map((r) => toPaise(r.total))).toEqual([210000, 60000, 4900]);
    expect(toPaise(inv.total)).toBe(chargedPaise(money));
  });

  it('falls back to sharing the discount over every line when a line kept no share', () => {
    const inv = gstInvoice({
      ...input,
      items: input.items.map((i) => ({ ...i, couponShare: null })),
    });
    expect(inv.rows.map((r) => toPaise(r.discount))).toEqual([24000, 6000, 0]);
    expect(inv.total).toBe(2749);
  });

  it('credits a cancellation with a fee: every row scaled, the note’s value to the paisa', () => {
    const amount = chargedPaise(money) - Math.round(chargedPaise(money) * 0.1);
    const note = creditNoteFigures({ invoice: input, kind: 'cancellation', amountPaise: amount });
    expect(note.rows).toHaveLength(3);
    expect(note.rows.map((r) => r.rate)).toEqual(gstInvoice(input).rows.map((r) => r.rate));
    expect(toPaise(note.total)).toBe(amount);
    expect(toPaise(note.taxable + note.igst)).toBe(amount);
    const full = creditNoteFigures({
      invoice: input,
      kind: 'cancellation',
      amountPaise: chargedPaise(money),
    });
    expect(full.rows).toEqual(gstInvoice(input).rows);
  });

  it('credits a partial return at the returned units’ paid value less the recovered offer', () => {
    // One kurta back: the kept ₹1,800 misses the ₹2,000 minimum, so the kept kurta's share returns.
    const q = returnQuote(money, [{ itemId: 'a', quantity: 1 }]);
    expect(q.recoveredPaise).toBe(15000);
    const note = creditNoteFigures({
      invoice: input,
      kind: 'return',
      amountPaise: q.refundPaise,
      returned: q.lines.map((l) => ({ line: 0, quantity: l.quantity, paidPaise: l.paidPaise })),
      recoveredPaise: q.recoveredPaise,
      deliveryPaise: q.deliveryPaise,
    });
    expect(note.rows).toHaveLength(1);
    expect(note.rows[0]).toMatchObject({ quantity: 1, unitPrice: 1200, discount: 300, rate: 5 });
    expect(toPaise(note.total)).toBe(q.refundPaise);
    expect(note.interState).toBe(true);
  });

  it('knows states by their GST codes and usual spellings', () => {
    expect(placeOfSupplyLabel('delhi')).toBe('Delhi (07)');
    expect(placeOfSupplyLabel('Jammu & Kashmir')).toBe('Jammu and Kashmir (01)');
    expect(placeOfSupplyLabel('Atlantis')).toBe('Atlantis');
    expect(sameGstState('NCT of Delhi', 'Delhi')).toBe(true);
    expect(sameGstState('Chattisgarh', 'Chhattisgarh')).toBe(true);
    expect(sameGstState('Karnataka', 'Delhi')).toBe(false);
  });
});
