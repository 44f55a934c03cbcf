import { exchangeActions, type AdminExchange, type Exchange } from '@vastra/contracts/exchange';
import type { ExchangeLean } from './exchange.model';

/** An exchange as the shopper sees it (no staff names). */
export function toExchangeDto(x: ExchangeLean): Exchange {
  return {
    _id: String(x._id),
    orderId: String(x.order),
    itemId: String(x.itemId),
    productId: String(x.productId),
    name: x.name,
    image: x.image ?? null,
    fromSize: x.fromSize,
    toSize: x.toSize,
    status: x.status,
    timeline: x.timeline.map((t) => ({
      status: t.status,
      at: new Date(t.at).toISOString(),
      note: t.note ?? '',
    })),
    rejectReason: x.rejectReason ?? null,
    shipment: x.shipment?.courier
      ? { courier: x.shipment.courier, awb: x.shipment.awb ?? '' }
      : null,
    createdAt: new Date(x.createdAt).toISOString(),
  };
}

/** An exchange in the back office, with the actions staff may take now. */
export function toAdminExchangeDto(x: ExchangeLean): AdminExchange {
  return {
    ...toExchangeDto(x),
    actions: exchangeActions(x.status),
    orderRef: String(x.order).slice(-8).toUpperCase(),
  };
}
