import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Env } from '../../config/env';
import type { CreateGatewayOrder, GatewayOrder, PaymentGateway } from '../../lib/ports';

/**
 * Payment gateways behind one small interface, chosen from the environment like every outside
 * service (a real engine when configured, a local default otherwise):
 * RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET → the real razorpay SDK; unset → a simulated gateway with
 * the same create-order / verify contract, its own secret and real HMAC-SHA256 signatures.
 * The simulated one refuses to exist when NODE_ENV=production.
 */
export type { CreateGatewayOrder, GatewayOrder, PaymentGateway };

export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of an expected hex digest with a presented one. */
export function safeEqualHex(expectedHex: string, presented: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(presented.trim().toLowerCase(), 'utf8');
  // Compare equal-length buffers only; the length of an HMAC-SHA256 hex digest is public anyway.
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

export function verifyHmac(secret: string, payload: string | Buffer, signature: string): boolean {
  return safeEqualHex(hmacSha256Hex(secret, payload), signature);
}

/** The upstream refused or could not be reached. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    let order: { id: string; amount: number | string; currency: string; receipt?: string };
    try {
      order = await this.client.orders.create({
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
    } catch (err) {
      throw new GatewayError('Razorpay order creation failed', err);
    }
    const amount = Number(order.amount);
    if (typeof order.id !== 'string' || !order.id || amount !== input.amount) {
      throw new GatewayError('Razorpay answered an unexpected order', order);
    }
    return {
      id: order.id,
      amount,
      currency: order.currency,
      receipt: order.receipt ?? input.receipt,
    };
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return verifyHmac(this.keySecret, `${orderId}|${paymentId}`, signature);
  }

  async refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<string> {
    let refund: { id?: unknown; amount?: unknown };
    try {
      refund = await this.client.payments.refund(paymentId, { amount, speed: 'normal', notes });
    } catch (err) {
      throw new GatewayError('Razorpay refund failed', err);
    }
    if (typeof refund.id !== 'string' || Number(refund.amount) !== amount)
      throw new GatewayError('Razorpay answered an unexpected refund', refund);
    return refund.id;
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-looking id: `order_` / `pay_` / `rfnd_` + 14 base62 characters. */
export function gatewayStyleId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let s = '';
  for (const b of bytes) s += ID_ALPHABET[b % ID_ALPHABET.length];
  return `${prefix}_${s}`;
}

export class SimulatedGateway implements PaymentGateway {
  readonly kind = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';

  constructor(private readonly secret: string) {}

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    return {
      id: gatewayStyleId('order'),
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt,
    };
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return verifyHmac(this.secret, `${orderId}|${paymentId}`, signature);
  }

  async refund(): Promise<string> {
    return gatewayStyleId('rfnd');
  }

  /** What Razorpay Checkout hands the browser after a successful payment. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } {
    const paymentId = gatewayStyleId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacSha256Hex(this.secret, `${orderId}|${paymentId}`),
    };
  }
}

/** Chooses the gateway from the environment. */
export function createPaymentGateway(env: Env, jwtSecret: string): PaymentGateway {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return new RazorpayGateway(env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET);
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SIMULATED_SERVICES) {
    throw new Error(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production (no simulated payments).',
    );
  }
  // Its own secret, stable across restarts of one deployment, never a Razorpay secret.
  return new SimulatedGateway(hmacSha256Hex(jwtSecret, 'vastra-simulated-razorpay-gateway'));
}
