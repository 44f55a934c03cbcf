import { formatINR, toRupees } from '@vastra/contracts';
import { useState } from 'react';
import { Button, Modal } from '@vastra/ui';
import { simulateFail, simulatePay } from '../api/payment-simulator';
import type { SimulatedPayment } from '../hooks/use-place-order';

/**
 * Stand-in for Razorpay Checkout when the server runs the simulated gateway (development and
 * tests): Pay and Fail ask the server's simulator for what Checkout would hand over; Close is a
 * dismissal.
 */
export function SimulatedGatewayDialog({ payment }: { payment: SimulatedPayment | null }) {
  const [working, setWorking] = useState<'pay' | 'fail' | null>(null);
  if (!payment) return null;
  const { order, finish } = payment;

  const run = async (outcome: 'pay' | 'fail') => {
    setWorking(outcome);
    try {
      if (outcome === 'pay') {
        const { success: _ok, ...ids } = await simulatePay(order.id);
        finish({ kind: 'paid', payment: ids });
      } else {
        const res = await simulateFail(order.id);
        finish({ kind: 'failed', description: res.error.description });
      }
    } catch {
      finish({ kind: 'failed', description: 'The payment simulator did not answer.' });
    } finally {
      setWorking(null);
    }
  };

  return (
    <Modal
      open
      size="sm"
      title="Test payment"
      // Like Razorpay Checkout (modal.backdropclose: false): the second click of an impatient
      // double click on Place Order lands on the backdrop and must not cancel the payment.
      dismissOnBackdrop={false}
      onClose={() => {
        if (!working) finish({ kind: 'dismissed' });
      }}
    >
      <div className="space-y-4 px-5 py-5">
        <p className="text-sm text-ink-muted">
          Payments are simulated on this server: no money moves. Choose how this payment ends.
        </p>
        <dl className="rounded-lg bg-surface-muted px-4 py-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-muted">Amount</dt>
            <dd className="font-semibold tabular-nums">{formatINR(toRupees(order.amount))}</dd>
          </div>
          <div className="mt-1 flex justify-between gap-4">
            <dt className="text-ink-muted">Order</dt>
            <dd className="truncate font-mono text-xs">{order.id}</dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <Button
            size="lg"
            loading={working === 'pay'}
            disabled={working !== null}
            onClick={() => void run('pay')}
          >
            Pay {formatINR(toRupees(order.amount))}
          </Button>
          <Button
            variant="outline"
            loading={working === 'fail'}
            disabled={working !== null}
            onClick={() => void run('fail')}
          >
            Fail
          </Button>
          <Button
            variant="ghost"
            disabled={working !== null}
            onClick={() => finish({ kind: 'dismissed' })}
          >
            Close without paying
          </Button>
        </div>
      </div>
    </Modal>
  );
}
