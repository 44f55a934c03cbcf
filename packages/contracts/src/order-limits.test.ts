import { describe, expect, it } from 'vitest';
import {
  codRefusal,
  COD_MAX_OPEN_ORDERS,
  COD_MAX_OPEN_ORDERS_ESTABLISHED,
  COD_MAX_ORDER_VALUE,
  COD_MAX_UNITS_PER_PRODUCT,
  OrderLimitMsg,
} from './order-limits';

const none = { orders: 0, unitsByProduct: new Map<string, number>(), established: false };
const line = (quantity: number, productId = 'p1') => ({ productId, name: 'Kurta', quantity });

describe('codRefusal', () => {
  it('allows an order within every cap', () => {
    expect(codRefusal({ total: 999, lines: [line(COD_MAX_UNITS_PER_PRODUCT)] }, none)).toBeNull();
  });

  it('refuses an order over the COD value', () => {
    expect(codRefusal({ total: COD_MAX_ORDER_VALUE + 1, lines: [line(1)] }, none)).toBe(
      OrderLimitMsg.codValue,
    );
    expect(codRefusal({ total: COD_MAX_ORDER_VALUE, lines: [line(1)] }, none)).toBeNull();
  });

  it('counts open orders, with more room for an account that has paid on delivery', () => {
    const held = { ...none, orders: COD_MAX_OPEN_ORDERS };
    expect(codRefusal({ total: 500, lines: [line(1)] }, held)).toBe(
      OrderLimitMsg.codOpenOrders(COD_MAX_OPEN_ORDERS, COD_MAX_OPEN_ORDERS),
    );
    expect(codRefusal({ total: 500, lines: [line(1)] }, { ...held, established: true })).toBeNull();
    expect(
      codRefusal(
        { total: 500, lines: [line(1)] },
        { ...held, orders: COD_MAX_OPEN_ORDERS_ESTABLISHED, established: true },
      ),
    ).toBe(
      OrderLimitMsg.codOpenOrders(COD_MAX_OPEN_ORDERS_ESTABLISHED, COD_MAX_OPEN_ORDERS_ESTABLISHED),
    );
    // The message states the account's real count: an account that is no longer "established"
    // (e.g. its delivered order was returned) may hold more than its current cap.
    const over = codRefusal({ total: 500, lines: [line(1)] }, { ...held, orders: 4 });
    expect(over).toBe(OrderLimitMsg.codOpenOrders(4, COD_MAX_OPEN_ORDERS));
    expect(over).toContain('You already have 4 cash-on-delivery orders on the way (at most 3');
  });

  it('adds units of one product across sizes and open orders', () => {
    const held = { ...none, orders: 1, unitsByProduct: new Map([['p1', 2]]) };
    expect(codRefusal({ total: 500, lines: [line(1), line(1, 'p2')] }, held)).toBeNull();
    expect(codRefusal({ total: 500, lines: [line(1), line(1)] }, held)).toBe(
      OrderLimitMsg.codUnits('Kurta', 1),
    );
  });
});
