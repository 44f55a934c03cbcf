import { LifecycleMsg } from '@vastra/contracts';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { lifecycleEmail } from './lifecycle-emails';
import type { OrderLean } from './order.model';

/** A returned order as stored: its refund priced by the ledger (parts in paise). */
const returned = (refund: Record<string, unknown>, paymentMethod: 'Online' | 'COD' = 'Online') =>
  ({
    _id: new Types.ObjectId(),
    status: 'Returned',
    paymentMethod,
    coupon: { code: 'SAVE10', minOrderValue: 2500 },
    refund: { kind: 'return', fee: 0, recovered: 0, delivery: 0, refundId: null, ...refund },
  }) as unknown as OrderLean;

describe('the received-return e-mail', () => {
  it('says what the return dialog said: the amount, the offer recovered and how it is paid', () => {
    const mail = lifecycleEmail(
      'Asha',
      returned({ amount: 1150, recovered: 20000, status: 'bank-transfer' }, 'COD'),
    );
    expect(mail?.text).toContain(LifecycleMsg.returnRefund(1150));
    expect(mail?.text).toContain(LifecycleMsg.returnOfferWithdrawn('SAVE10', 200));
    expect(mail?.text).toContain(LifecycleMsg.returnPaidCod);
    expect(mail?.text).not.toContain('delivery charge');
  });

  it('once refunded, gives the refund and its reference, and delivery refunded on a full return', () => {
    const mail = lifecycleEmail(
      'Asha',
      returned({ amount: 3250, delivery: 10000, status: 'refunded', refundId: 'rfnd_Ret0001' }),
    );
    expect(mail?.text).toContain('We have refunded ₹3,250');
    expect(mail?.text).toContain('rfnd_Ret0001');
    expect(mail?.text).toContain(LifecycleMsg.returnDeliveryRefunded(100));
    expect(mail?.text).not.toContain(LifecycleMsg.returnRefund(3250));
    expect(mail?.text).not.toContain('SAVE10');
  });
});
