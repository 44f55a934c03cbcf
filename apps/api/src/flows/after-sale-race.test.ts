import { ErrorBodySchema } from '@vastra/contracts';
import { ExchangeMsg } from '@vastra/contracts/exchange';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { stockOf } from '../modules/cart/commerce-fixtures';
import { ExchangeModel } from '../modules/exchanges/exchange.model';
import { OrderModel } from '../modules/orders/order.model';
import { deliveredLine } from './after-sale-fixtures';

/**
 * A return and an exchange of the same delivered line, sent at the same instant: exactly one may
 * stand, every time (both take the line's one after-sale claim inside their transactions).
 */
let app: Express;

beforeAll(() => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
});

/** A delivered COD order of one unit of size M of a product that also has L in stock. */
const deliveredOrder = () =>
  deliveredLine(app, {
    price: 700,
    inventory: [
      { size: 'M', stock: 2 },
      { size: 'L', stock: 2 },
    ],
  });

describe('a return and an exchange of one line at once', () => {
  it('lets exactly one of them through, round after round', async () => {
    const ROUNDS = 20;
    const winners = { return: 0, exchange: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const o = await deliveredOrder();
      // Each round starts the return a little later than the last (0 to 95 ms after the
      // exchange), so the rounds sweep the interleavings of the two requests' steps; what is
      // asserted holds for any of them.
      const [ret, exc] = await Promise.all([
        new Promise((r) => setTimeout(r, (round % 20) * 5)).then(() =>
          request(app)
            .post(`/api/orders/${o.orderId}/return`)
            .set(o.shopper.auth)
            .send({
              reason: 'Size or fit is not right',
              items: [{ itemId: o.itemId, quantity: 1 }],
            }),
        ),
        request(app)
          .post(`/api/orders/${o.orderId}/exchange`)
          .set(o.shopper.auth)
          .send({ itemId: o.itemId, size: 'L' }),
      ]);
      const statuses = `round ${round}: return ${ret.status}, exchange ${exc.status}`;
      expect(
        [ret.status, exc.status].filter((s) => s < 300),
        statuses,
      ).toHaveLength(1);
      expect(
        [ret.status, exc.status].filter((s) => s === 409),
        statuses,
      ).toHaveLength(1);

      const order = await OrderModel.findById(o.orderId).lean();
      const exchanges = await ExchangeModel.countDocuments({ order: o.orderId });
      if (ret.status === 200) {
        winners.return++;
        expect(order?.status).toBe('Return requested');
        expect(exchanges).toBe(0);
        // The losing exchange reserved nothing.
        expect(await stockOf(o.product._id, 'L')).toBe(2);
        expect(ErrorBodySchema.parse(exc.body).message).toBe(ExchangeMsg.alreadyReturned);
      } else {
        winners.exchange++;
        expect(exc.status).toBe(201);
        expect(order?.status).toBe('Delivered');
        expect(order?.returnRequest ?? null).toBeNull();
        expect(exchanges).toBe(1);
        expect(await stockOf(o.product._id, 'L')).toBe(1);
        expect(ErrorBodySchema.parse(ret.body).message).toBe(ExchangeMsg.itemExchanged);
      }
    }
    expect(winners.return + winners.exchange).toBe(ROUNDS);
    console.info(
      `after-sale race: ${winners.return} returns and ${winners.exchange} exchanges won`,
    );
  }, 120_000);
});
