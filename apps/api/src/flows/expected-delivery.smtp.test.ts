import { OrderDetailResponseSchema } from '@vastra/contracts';
import { expectedDeliveryRange, expectedDeliveryText } from '@vastra/contracts/delivery-estimate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { decodeQuotedPrintable, startSmtpInbox } from '../../test/smtp-inbox';
import { placeCodOrder } from '../modules/orders/lifecycle-fixtures';
import { OrderModel } from '../modules/orders/order.model';

describe('expected delivery date', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(() => smtp.close());

  it('is stored at placement from the pincode ETA, answered on the order and in the confirmation mail', async () => {
    const { app, deps } = createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: 'true' });
    const user = await createUser();
    const eta = (await deps.pincode.check('110001')).eta;
    expect(eta).not.toBeNull();
    const before = expectedDeliveryRange(new Date(), eta);
    const { order } = await placeCodOrder(app, user, 1, 5);
    const after = expectedDeliveryRange(new Date(), eta);
    // Placed on the same India day as the test ran, bar a midnight in between.
    const expected = [before, after];
    expect(expected).toContainEqual(order.expectedDelivery);
    const stored = await OrderModel.findById(order._id).lean();
    expect(expected).toContainEqual({
      from: stored?.expectedDelivery?.from,
      to: stored?.expectedDelivery?.to,
    });

    const page = await request(app).get(`/api/orders/${order._id}`).set(user.auth).expect(200);
    expect(OrderDetailResponseSchema.parse(page.body).data.expectedDelivery).toEqual(
      order.expectedDelivery,
    );

    const until = Date.now() + 20_000;
    while (!smtp.inbox.some((m) => m.to.includes(user.user.email))) {
      if (Date.now() > until) throw new Error('no confirmation mail');
      await new Promise((r) => setTimeout(r, 50));
    }
    const mail = smtp.inbox.find((m) => m.to.includes(user.user.email))!;
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      expectedDeliveryText(order.expectedDelivery!),
    );
    await deps.mailer.close();
  });
});
