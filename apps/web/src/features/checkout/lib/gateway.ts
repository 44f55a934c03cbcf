import type { RazorpayPayment } from '@vastra/contracts';

/** How a payment dialog ended. */
export type GatewayResult =
  | { kind: 'paid'; payment: RazorpayPayment }
  | { kind: 'failed'; description: string }
  | { kind: 'dismissed' };

export interface GatewayOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
  keyId: string;
}

export interface Prefill {
  name?: string;
  email?: string;
  contact?: string;
}
