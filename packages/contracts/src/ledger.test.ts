import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  chargedPaise,
  couponShares,
  orderLedger,
  orderMoney,
  returnQuote,
  shareOut,
  type MoneyLine,
  type OrderMoneyInput,
} from './ledger';

const line = (
  id: string,
  unitPaise: number,
  quantity: number,
  couponSharePaise = 0,
): MoneyLine => ({
  id,
  unitPaise,
  quantity,
  couponSharePaise,
});

const order = (over: Partial<OrderMoneyInput> = {}): OrderMoneyInput => ({
  paymentMethod: 'Online',
  status: 'Delivered',
  lines: [],
  deliveryPaise: 0,
  couponMinimumPaise: null,
  processedByShop: false,
  refund: null,
  ...over,
});

describe('coupon shares', () => {
  it('share to the paisa, remainders to the largest remainders', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });

  it('go only to the lines the coupon covers', () => {
    const shares = couponShares(
      [
        { id: 'a', unitPaise: 100_000, quantity: 1, covered: true },
        { id: 'b', unitPaise: 50_000, quantity: 2, covered: false },
      ],
      20_000,
    );
    expect(shares).toEqual([20_000, 0]);
  });

  it('always add up to the discount, never above a line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPaise: fc.integer({ min: 1, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
            covered: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        (raw, discount) => {
          const lines = raw.map((l, i) => ({ ...l, id: String(i) }));
          const shares = couponShares(lines, discount);
          const anyCovered = lines.some((l) => l.covered);
          const coveredValue = lines
            .filter((l) => !anyCovered || l.covered)
            .reduce((a, l) => a + l.unitPaise * l.quantity, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, coveredValue));
          shares.forEach((s, i) => {
            const l = lines[i]!;
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(l.unitPaise * l.quantity);
            if (anyCovered && !l.covered) expect(s).toBe(0);
          });
        },
      ),
    );
  });
});

describe('returns with a coupon', () => {
  it('refund what the item cost after the coupon, not its list price', () => {
    // ₹1,999 with a 20 % coupon: the shopper paid ₹1,599.20 and gets exactly that back.
    const o = order({ lines: [line('a', 199_900, 1, 39_980)], couponMinimumPaise: 0 });
    expect(chargedPaise(o)).toBe(159_920);
    const q = returnQuote(o, [{ itemId: 'a', quantity: 1 }]);
    expect(q.refundPaise).toBe(159_920);
    expect(q.fullReturn).toBe(true);
  });

  it('recover the offer on kept items that no longer meet the minimum', () => {
    // ₹500 off a ₹3,999-minimum bag of ₹1,800 + ₹1,700 + ₹559; two come back, ₹559 is kept.
    const lines: MoneyLine[] = [line('a', 180_000, 1), line('b', 170_000, 1), line('c', 55_900, 1)];
    const shares = couponShares(lines, 50_000);
    const o = order({
      lines: lines.map((l, i) => ({ ...l, couponSharePaise: shares[i]! })),
      couponMinimumPaise: 399_900,
    });
    expect(chargedPaise(o)).toBe(355_900);
    const q = returnQuote(o, [
      { itemId: 'a', quantity: 1 },
      { itemId: 'b', quantity: 1 },
    ]);
    expect(q.offerWithdrawn).toBe(true);
    expect(q.recoveredPaise).toBe(shares[2]);
    // The kept item ends up costing its full price: the shop holds ₹559.
    expect(q.refundPaise).toBe(355_900 - 55_900);
  });

  it('keep the offer when the kept items still meet the minimum', () => {
    const lines = [line('a', 300_000, 1, 30_000), line('b', 200_000, 1, 20_000)];
    const o = order({ lines, couponMinimumPaise: 100_000 });
    const q = returnQuote(o, [{ itemId: 'b', quantity: 1 }]);
    expect(q.offerWithdrawn).toBe(false);
    expect(q.refundPaise).toBe(180_000);
  });

  it('refund delivery only when every unit comes back', () => {
    const o = order({ lines: [line('a', 40_000, 2)], deliveryPaise: 10_000 });
    expect(returnQuote(o, [{ itemId: 'a', quantity: 1 }]).refundPaise).toBe(40_000);
    expect(returnQuote(o, [{ itemId: 'a', quantity: 2 }]).refundPaise).toBe(90_000);
  });

  it('share a partial line by units, the last unit taking the remainder', () => {
    const l = line('a', 10_000, 3, 1_000);
    const o = order({ lines: [l] });
    expect(returnQuote(o, [{ itemId: 'a', quantity: 1 }]).refundPaise).toBe(10_000 - 333);
    expect(returnQuote(o, [{ itemId: 'a', quantity: 3 }]).refundPaise).toBe(29_000);
  });
});

describe('cancellation fee', () => {
  const lines = [line('a', 129_950, 1)];
  it('is not taken for payment alone', () => {
    const q = cancellationQuote(order({ lines, status: 'Processing' }), 'shopper');
    expect(q).toEqual({ refundPaise: 129_950, feePaise: 0, reversedPaise: 129_950 });
  });
  it('is 10 % once the shop has processed the order, and never when the shop cancels', () => {
    const processed = order({ lines, status: 'Processing', processedByShop: true });
    expect(cancellationQuote(processed, 'shopper')).toEqual({
      refundPaise: 116_955,
      feePaise: 12_995,
      reversedPaise: 116_955,
    });
    expect(cancellationQuote(processed, 'shop').feePaise).toBe(0);
  });
  it('refunds nothing and keeps nothing for cash on delivery before delivery', () => {
    const cod = order({ lines, status: 'Processing', paymentMethod: 'COD', processedByShop: true });
    expect(cancellationQuote(cod, 'shopper')).toEqual({
      refundPaise: 0,
      feePaise: 0,
      reversedPaise: 129_950,
    });
  });
});

describe('reading an order', () => {
  it('shares the discount over every line for orders that kept no shares', () => {
    const m = orderMoney({
      paymentMethod: 'Online',
      status: 'Delivered',
      items: [
        { _id: 'a', price: 100, quantity: 1 },
        { _id: 'b', price: 300, quantity: 1 },
      ],
      couponDiscount: 40,
      delivery: 100,
      coupon: { minOrderValue: 0 },
      timeline: [{ status: 'Processing', actor: 'system' }],
      refund: null,
    });
    expect(m.lines.map((l) => l.couponSharePaise)).toEqual([1_000, 3_000]);
    expect(m.processedByShop).toBe(false);
    expect(chargedPaise(m)).toBe(46_000);
  });
});

// ---------- Invariants over generated sequences ----------

type Step =
  | { kind: 'cancel'; by: 'shopper' | 'shop'; processed: boolean }
  | { kind: 'return'; picks: number[] }
  | { kind: 'settle'; ok: boolean };

const lineArb = fc.record({
  unitPaise: fc.integer({ min: 100, max: 400_000 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  covered: fc.boolean(),
});
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('cancel' as const),
    by: fc.constantFrom('shopper' as const, 'shop' as const),
    processed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('return' as const),
    picks: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }),
  }),
  fc.record({ kind: fc.constant('settle' as const), ok: fc.boolean() }),
);

describe('the ledger over any sequence of cancels, returns and refund tries', () => {
  it('never refunds more than was captured, and every figure adds up', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom('Online' as const, 'COD' as const),
        fc.constantFrom(0, 10_000),
        fc.array(stepArb, { maxLength: 6 }),
        (raw, percent, minimum, method, delivery, steps) => {
          const inputs = raw.map((l, i) => ({ ...l, id: `l${i}` }));
          const value = inputs.reduce((a, l) => a + l.unitPaise * l.quantity, 0);
          const discount = Math.floor((value * percent) / 100 / 100) * 100; // whole rupees
          const shares = couponShares(inputs, discount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(
            Math.min(
              discount,
              inputs
                .filter((l) => !inputs.some((x) => x.covered) || l.covered)
                .reduce((a, l) => a + l.unitPaise * l.quantity, 0),
            ),
          );
          let o = order({
            paymentMethod: method,
            status: method === 'Online' ? 'Processing' : 'Pending',
            lines: inputs.map((l, i) => line(l.id, l.unitPaise, l.quantity, shares[i]!)),
            deliveryPaise: delivery,
            couponMinimumPaise: discount > 0 ? minimum : null,
          });
          const charged = chargedPaise(o);
          const asked: number[] = [];
          const check = () => {
            const l = orderLedger(o);
            expect(l.chargedPaise).toBe(charged);
            expect(l.refundedPaise + l.owedPaise).toBeLessThanOrEqual(l.capturedPaise);
            expect(l.heldPaise).toBe(l.capturedPaise - l.refundedPaise - l.owedPaise);
            expect(l.heldPaise).toBeGreaterThanOrEqual(0);
            expect(l.netSalePaise).toBe(l.chargedPaise - l.reversedPaise);
            expect(l.netSalePaise).toBeGreaterThanOrEqual(0);
            // A refund is asked of the gateway at most once successfully.
            expect(asked.length).toBeLessThanOrEqual(1);
            if (o.status === 'Cancelled' && o.paymentMethod === 'Online')
              expect(l.heldPaise).toBe(l.feesKeptPaise);
          };
          check();
          for (const step of steps) {
            if (step.kind === 'cancel' && (o.status === 'Pending' || o.status === 'Processing')) {
              const q = cancellationQuote({ ...o, processedByShop: step.processed }, step.by);
              expect(q.refundPaise + q.feePaise).toBe(o.paymentMethod === 'Online' ? charged : 0);
              o = {
                ...o,
                status: 'Cancelled',
                processedByShop: step.processed,
                refund:
                  q.refundPaise > 0
                    ? {
                        kind: 'cancellation',
                        amountPaise: q.refundPaise,
                        feePaise: q.feePaise,
                        status: 'pending',
                      }
                    : null,
              };
            } else if (step.kind === 'return' && !o.refund && o.status !== 'Cancelled') {
              // Delivered (cash on delivery is collected then), then the return is approved.
              o = { ...o, status: 'Return approved' };
              const returned = step.picks.map((p) => {
                const l = o.lines[p % o.lines.length]!;
                return { itemId: l.id, quantity: 1 };
              });
              const q = returnQuote(o, returned);
              expect(q.goodsPaise).toBe(q.lines.reduce((a, r) => a + r.paidPaise, 0));
              if (q.fullReturn) expect(q.refundPaise).toBe(charged);
              o = {
                ...o,
                status: 'Returned',
                refund:
                  q.refundPaise > 0
                    ? {
                        kind: 'return',
                        amountPaise: q.refundPaise,
                        feePaise: 0,
                        status: o.paymentMethod === 'COD' ? 'bank-transfer' : 'pending',
                      }
                    : null,
              };
            } else if (step.kind === 'settle' && o.refund && o.refund.status !== 'refunded') {
              if (step.ok) {
                asked.push(o.refund.amountPaise);
                o = { ...o, refund: { ...o.refund, status: 'refunded' } };
              } else if (o.refund.status === 'pending') {
                o = { ...o, refund: { ...o.refund, status: 'failed' } };
              }
            }
            check();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
