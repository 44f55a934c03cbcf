import type { DeliveryStatus } from '@vastra/contracts';
import type { OrderLean } from '../orders/order.model';

/**
 * Couriers behind one small interface, chosen from the environment like the payment gateway:
 * XPRESSBEES_BASE_URL + XPRESSBEES_USERNAME + XPRESSBEES_PASSWORD → Xpressbees (shipments, AWB,
 * tracking); unset → the simulated courier, which delivers each booked order step by step every
 * COURIER_SIM_STEP_MS (development and tests). In production without Xpressbees no courier runs:
 * orders wait for staff (unless ALLOW_SIMULATED_SERVICES rehearses the topology).
 */
export interface BookedShipment {
  courier: string;
  awb: string;
  trackingUrl: string;
}

export interface Courier {
  readonly kind: 'xpressbees' | 'simulated' | 'none';
  /** Books the shipment of a confirmed order: null when this courier books nothing. */
  createShipment(order: OrderLean): Promise<BookedShipment | null>;
  /** Where the shipment is now along the delivery path (null: nothing new to say). */
  track(shipment: { awb: string; bookedAt: Date }, now: Date): Promise<DeliveryStatus | null>;
  cancelShipment(awb: string): Promise<void>;
  /** Whether returns are approved and received automatically (the simulated courier only). */
  readonly autoReturns: boolean;
}
