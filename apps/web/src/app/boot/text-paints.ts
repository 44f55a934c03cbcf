import { addressLine } from '../../features/checkout/lib/checkout-layout.ts';
import { shipToLines, timelineStamp } from '../../features/orders/lib/order-layout.ts';
import {
  detailStatusTone,
  tracksShipment,
  upcomingSteps,
} from '../../features/orders/lib/status.ts';
import { formatDateLong } from '../../lib/dates.ts';

/**
 * The text formatting the first paints share with the pages' components, handed to the boot
 * script serialised (each function uses nothing from outside its own body).
 */
export const BOOT_TEXT = {
  addressLine,
  shipToLines,
  timelineStamp,
  formatDateLong,
  detailStatusTone,
  tracksShipment,
  upcomingSteps,
} as const;
export type BootText = typeof BOOT_TEXT;

/**
 * Fills a text first paint (first-paint.ts) from the page's API answer: `field(name)` is the
 * paint's `[data-field]` element, `slot(name)` its `[data-slot]` template. Text goes in as text
 * (`textContent`), never as HTML: names and addresses are shoppers' input. Returns false when the
 * answer has nothing to draw (the app then draws the page as it would without a first paint).
 * Serialised into index.html's boot script like BOOT_TEXT: nothing from outside their bodies.
 */
type TextPaint = (body: unknown, slot: (name: string) => Element, text: BootText) => boolean;

/** The checkout's saved addresses (`GET /address`), the selected one checked. */
function paintAddresses(body: unknown, slot: (name: string) => Element, text: BootText) {
  type Address = Parameters<BootText['addressLine']>[0] & {
    name?: string;
    phone?: string;
    isDefault?: boolean;
  };
  const data = (body as { data?: unknown } | null)?.data;
  const list = (Array.isArray(data) ? data : []) as Address[];
  if (list.length === 0) return false;
  // The selected address: the default one, else the first (as the checkout preselects).
  const selected = list.find((a) => a.isDefault) ?? list[0];
  const card = slot('card');
  for (const a of list) {
    const el = card.cloneNode(true) as Element;
    el.removeAttribute('data-slot');
    const box = el.firstElementChild as Element;
    // The card's border: the checked one's for the selected address.
    const state = a === selected ? 'data-checked' : 'data-unchecked';
    box.className += ` ${box.getAttribute(state) ?? ''}`;
    box.removeAttribute('data-checked');
    box.removeAttribute('data-unchecked');
    const field = (name: string) => el.querySelector(`[data-field="${name}"]`) as Element;
    field('name').textContent = a.name || 'Address';
    if (!a.isDefault) field('default').remove();
    field('line').textContent = text.addressLine(a);
    field('phone').textContent = `Phone: ${a.phone ?? ''}`;
    card.before(el);
  }
  card.remove();
  return true;
}

/**
 * An order's details (`GET /orders/:orderId`) down to its shipping address. An order with a
 * refund line is not drawn early (that line's wording needs the rupee formatting of the app).
 */
function paintOrder(body: unknown, slot: (name: string) => Element, text: BootText) {
  type Order = {
    orderId?: string;
    createdAt?: string;
    status?: string;
    canCancel?: boolean;
    canReturn?: boolean;
    shipment?: { courier?: string; awb?: string } | null;
    refund?: { amount?: number } | null;
    timeline?: { status?: string; at: string; note?: string | null }[];
    addressSnapshot?: Parameters<BootText['shipToLines']>[0] & { name?: string };
  };
  const o = (body as { data?: Order } | null)?.data;
  const a = o?.addressSnapshot;
  if (!o || !a || !Array.isArray(o.timeline) || (o.refund?.amount ?? 0) > 0) return false;
  /** Adds the element's `data-<choice>` classes, and drops every choice. */
  const pick = (el: Element, choice: string) => {
    el.className += ` ${el.getAttribute(`data-${choice}`) ?? ''}`;
    for (const { name } of [...el.attributes])
      if (name.startsWith('data-') && name !== 'data-slot' && name !== 'data-part')
        el.removeAttribute(name);
  };
  slot('orderId').textContent = o.orderId ?? '';
  slot('placed').textContent = `Placed on ${text.formatDateLong(o.createdAt)}`;
  const status = slot('status');
  status.textContent = o.status || 'Processing';
  pick(status, text.detailStatusTone(o.status));
  if (!o.canCancel && !o.canReturn) slot('actions').remove();
  if (o.shipment && text.tracksShipment(o.status)) {
    slot('courier').textContent = o.shipment.courier ?? '';
    slot('awb').textContent = o.shipment.awb ?? '';
  } else slot('shipment').remove();
  const entry = slot('entry');
  const ahead = text.upcomingSteps(o.status);
  const steps = [
    ...o.timeline.map((t, i) => ({
      t,
      kind: i === (o.timeline?.length ?? 0) - 1 ? 'last' : 'past',
    })),
    ...ahead.map((status) => ({ t: { status, at: '' }, kind: 'future' })),
  ];
  steps.forEach(({ t, kind }, i) => {
    const li = entry.cloneNode(true) as Element;
    const part = (name: string) => li.querySelector(`[data-part="${name}"]`) as Element;
    if (i === steps.length - 1) part('rail').remove();
    pick(part('dot'), kind);
    pick(part('status'), kind);
    part('status').textContent = t.status ?? '';
    if (kind === 'future') part('stamp').remove();
    else part('stamp').textContent = text.timelineStamp(t, text.formatDateLong);
    for (const el of li.querySelectorAll('[data-part]')) el.removeAttribute('data-part');
    entry.before(li);
  });
  entry.remove();
  const shipTo = slot('shipTo');
  (shipTo.querySelector('span') as Element).textContent = a.name ?? '';
  for (const line of text.shipToLines(a)) {
    shipTo.append(document.createElement('br'));
    shipTo.append(line);
  }
  return true;
}

/** The text paints, by the `lcp` name of their boot route. */
export const TEXT_PAINTS = {
  address: paintAddresses,
  order: paintOrder,
} as const satisfies Record<string, TextPaint>;
