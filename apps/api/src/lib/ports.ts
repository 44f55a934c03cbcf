import type { DeliveryStatus, PincodeResult } from '@vastra/contracts';

/**
 * The outside services the shop talks to, as the small interfaces the app is built against. Each
 * has a real engine chosen from the environment and a local default (see `buildDeps`); the
 * engines live in their modules (payments, fulfilment, pincode), the interfaces here so the
 * app's wiring (`AppDeps`) needs no module.
 */

// ---------- Payments ----------

export interface GatewayOrder {
  id: string;
  /** Integer paise. */
  amount: number;
  currency: string;
  receipt: string;
}

export interface CreateGatewayOrder {
  amount: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'simulated';
  /** The public key id Checkout is opened with. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Checkout's signature: HMAC-SHA256 of `orderId|paymentId` with the key secret, constant-time. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** A full refund of a captured payment (`pay_…`) of `amount` paise; resolves to the refund id. */
  refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<string>;
}

// ---------- Courier ----------

export interface BookedShipment {
  courier: string;
  awb: string;
  trackingUrl: string;
}

/** What a courier needs to know of an order to book its parcel. */
export interface ShipmentOrder {
  _id: unknown;
  paymentMethod: string;
  /** Rupees. */
  total: number;
  addressSnapshot: {
    name: string;
    address: string;
    landmark?: string | null;
    city: string;
    state: string;
    zipcode: string;
    phone: string;
  };
  items: readonly {
    name: string;
    quantity: number;
    price: number;
    productId: unknown;
    size?: string | null;
  }[];
}

/**
 * Couriers behind one small interface, chosen from the environment like the payment gateway:
 * XPRESSBEES_BASE_URL + XPRESSBEES_USERNAME + XPRESSBEES_PASSWORD → Xpressbees (shipments, AWB,
 * tracking); unset → the simulated courier, which delivers each booked order step by step every
 * COURIER_SIM_STEP_MS (development and tests). In production without Xpressbees no courier runs:
 * orders wait for staff (unless ALLOW_SIMULATED_SERVICES rehearses the topology).
 */
export interface Courier {
  readonly kind: 'xpressbees' | 'simulated' | 'none';
  /** Books the shipment of a confirmed order: null when this courier books nothing. */
  createShipment(order: ShipmentOrder): Promise<BookedShipment | null>;
  /** Where the shipment is now along the delivery path (null: nothing new to say). */
  track(shipment: { awb: string; bookedAt: Date }, now: Date): Promise<DeliveryStatus | null>;
  cancelShipment(awb: string): Promise<void>;
  /** Whether returns are approved and received automatically (the simulated courier only). */
  readonly autoReturns: boolean;
}

// ---------- Pincode ----------

/**
 * Delivery serviceability by pincode. With XPRESSBEES_* configured the live courier API answers
 * (3 s deadline, answers cached a day); unconfigured or failing, the embedded dataset does:
 * unknown → not serviceable; known → ETA from the distance to the warehouse; COD everywhere but
 * the island territories.
 */
export interface PincodeService {
  check(pincode: string): Promise<PincodeResult>;
}
