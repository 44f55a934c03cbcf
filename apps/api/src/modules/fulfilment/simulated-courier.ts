import { randomBytes } from 'node:crypto';
import { DELIVERY_PATH, type DeliveryStatus } from '@vastra/contracts';
import type { BookedShipment, Courier, ShipmentOrder } from './courier-types';

/**
 * A local courier for development, demos and tests: booking answers an AWB at once, and tracking
 * is a pure function of time since booking, one step of the delivery path every `stepMs`
 * (Shipped after one step, Out for delivery after two, Delivered after three). Speed it up with
 * COURIER_SIM_STEP_MS.
 */
export class SimulatedCourier implements Courier {
  readonly kind = 'simulated' as const;
  readonly autoReturns = true;

  constructor(
    readonly stepMs: number,
    /** The storefront's origin: a simulated shipment is tracked on the order's own page. */
    private readonly webOrigin: string,
  ) {}

  async createShipment(order: ShipmentOrder): Promise<BookedShipment> {
    const awb = `SIM${randomBytes(5).toString('hex').toUpperCase()}`;
    return {
      courier: 'Vastra Express (simulated)',
      awb,
      trackingUrl: `${this.webOrigin}/account/orders/${String(order._id)}`,
    };
  }

  async track(shipment: { bookedAt: Date }, now: Date): Promise<DeliveryStatus | null> {
    const steps = Math.floor((now.getTime() - shipment.bookedAt.getTime()) / this.stepMs);
    if (steps < 1) return null;
    return DELIVERY_PATH[Math.min(steps, DELIVERY_PATH.length - 1)] ?? null;
  }

  async cancelShipment(): Promise<void> {}
}
