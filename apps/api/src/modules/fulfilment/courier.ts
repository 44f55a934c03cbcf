import type { DeliveryStatus } from '@vastra/contracts';
import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import type { OrderLean } from '../orders/order.model';
import { SimulatedCourier } from './simulated-courier';
import { XpressbeesCourier } from './xpressbees-courier';

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

const NO_COURIER: Courier = {
  kind: 'none',
  autoReturns: false,
  createShipment: async () => null,
  track: async () => null,
  cancelShipment: async () => undefined,
};

export function createCourier(env: Env, logger: Logger): Courier {
  if (env.XPRESSBEES_BASE_URL && env.XPRESSBEES_USERNAME && env.XPRESSBEES_PASSWORD) {
    return new XpressbeesCourier(
      {
        baseUrl: env.XPRESSBEES_BASE_URL,
        username: env.XPRESSBEES_USERNAME,
        password: env.XPRESSBEES_PASSWORD,
      },
      env.WAREHOUSE_PINCODE,
    );
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SIMULATED_SERVICES) {
    logger.warn('no courier configured (XPRESSBEES_*): orders are not shipped automatically');
    return NO_COURIER;
  }
  const webOrigin = env.WEB_ORIGIN.split(',')[0]?.trim().replace(/\/+$/, '') ?? '';
  return new SimulatedCourier(env.COURIER_SIM_STEP_MS, webOrigin);
}
