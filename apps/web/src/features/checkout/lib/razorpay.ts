import type { RazorpayPayment } from '@vastra/contracts';
import type { GatewayOrder, GatewayResult, Prefill } from './gateway';

const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: Prefill;
  theme?: { color?: string };
  handler: (response: RazorpayPayment) => void;
  modal?: { ondismiss?: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay Checkout's script once, on demand. */
function loadRazorpay(src = RAZORPAY_CHECKOUT_SRC): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(new Error('Razorpay Checkout did not load.'));
    script.onerror = () => reject(new Error('Razorpay Checkout did not load.'));
    document.body.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Opens Razorpay Checkout for a server-created order and reports how it ended. */
export async function openRazorpay(order: GatewayOrder, prefill: Prefill): Promise<GatewayResult> {
  const Razorpay = await loadRazorpay();
  return new Promise<GatewayResult>((resolve) => {
    let settled = false;
    const done = (r: GatewayResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const rzp = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Vastra',
      description: 'Order payment',
      prefill,
      theme: { color: '#111827' },
      handler: (payment) => done({ kind: 'paid', payment }),
      modal: { ondismiss: () => done({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', (res) =>
      done({ kind: 'failed', description: res.error?.description ?? 'Unknown error' }),
    );
    rzp.open();
  });
}
