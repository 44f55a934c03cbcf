import type { DeliveryStatus } from '@vastra/contracts';
import { z } from 'zod';
import { XpressbeesClient, XpressbeesError, type XpressbeesConfig } from '../pincode';
import type { BookedShipment, Courier, ShipmentOrder } from './courier-types';

/**
 * Xpressbees shipping: `POST /api/shipments2` books a shipment (→ AWB), `GET
 * /api/shipments2/track/{awb}` answers its status, `POST /api/shipments2/cancel` cancels it. Login
 * and token refresh are the pincode client's. Every call has its own 10 s deadline.
 */
const TIMEOUT_MS = 10_000;

const BookedSchema = z.object({
  status: z.literal(true),
  data: z.object({ awb_number: z.string().min(1), courier_name: z.string().optional() }).loose(),
});
const TrackSchema = z.object({
  status: z.literal(true),
  data: z.object({ status: z.string() }).loose(),
});

export const trackingUrl = (awb: string) =>
  `https://www.xpressbees.com/shipment/tracking?awbNo=${encodeURIComponent(awb)}`;

/** Xpressbees' status words → the delivery path (anything else: nothing to apply). */
export function xpressbeesStatus(word: string): DeliveryStatus | null {
  const w = word.trim().toLowerCase().replace(/[_-]+/g, ' ');
  if (w === 'delivered') return 'Delivered';
  if (w === 'out for delivery') return 'Out for delivery';
  if (['picked up', 'in transit', 'shipped', 'reached at destination hub'].includes(w))
    return 'Shipped';
  return null;
}

export class XpressbeesCourier extends XpressbeesClient implements Courier {
  readonly kind = 'xpressbees' as const;
  readonly autoReturns = false;

  constructor(
    config: XpressbeesConfig,
    private readonly warehousePincode: string,
  ) {
    super(config);
  }

  private async authed(path: string, body: unknown, method: 'POST' | 'GET' = 'POST') {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await this.getToken(signal);
      const res = await this.post(path, body, signal, token, method);
      if (res.status === 401 && attempt === 0) {
        this.token = null; // expired token: log in again once
        continue;
      }
      return res;
    }
    throw new XpressbeesError('Xpressbees refused the token');
  }

  async createShipment(order: ShipmentOrder): Promise<BookedShipment> {
    const a = order.addressSnapshot;
    const { status, json } = await this.authed('/api/shipments2', {
      order_number: String(order._id),
      payment_type: order.paymentMethod === 'COD' ? 'cod' : 'prepaid',
      order_amount: order.total,
      collectable_amount: order.paymentMethod === 'COD' ? order.total : 0,
      package_weight: 500 * order.items.reduce((n, i) => n + i.quantity, 0),
      consignee: {
        name: a.name,
        address: a.address,
        address_2: a.landmark ?? '',
        city: a.city,
        state: a.state,
        pincode: a.zipcode,
        phone: a.phone,
      },
      pickup: { pincode: this.warehousePincode },
      order_items: order.items.map((i) => ({
        name: i.name,
        qty: String(i.quantity),
        price: String(i.price),
        sku: `${String(i.productId)}-${i.size ?? 'one'}`,
      })),
    });
    const parsed = BookedSchema.safeParse(json);
    if (status !== 200 || !parsed.success)
      throw new XpressbeesError(`Xpressbees shipment answered HTTP ${status} without an AWB`);
    const awb = parsed.data.data.awb_number;
    return {
      courier: parsed.data.data.courier_name
        ? `Xpressbees (${parsed.data.data.courier_name})`
        : 'Xpressbees',
      awb,
      trackingUrl: trackingUrl(awb),
    };
  }

  async track(shipment: { awb: string }): Promise<DeliveryStatus | null> {
    const { status, json } = await this.authed(
      `/api/shipments2/track/${encodeURIComponent(shipment.awb)}`,
      undefined,
      'GET',
    );
    const parsed = TrackSchema.safeParse(json);
    if (status !== 200 || !parsed.success)
      throw new XpressbeesError(
        `Xpressbees tracking answered HTTP ${status} with an unexpected body`,
      );
    return xpressbeesStatus(parsed.data.data.status);
  }

  async cancelShipment(awb: string): Promise<void> {
    const { status } = await this.authed('/api/shipments2/cancel', { awb });
    if (status !== 200) throw new XpressbeesError(`Xpressbees cancel answered HTTP ${status}`);
  }
}
