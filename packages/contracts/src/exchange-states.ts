/**
 * An exchange's states, the staff moves between them, the shopper's wording and the messages, in a
 * file without schemas: the order's page reads them at load without zod (`exchange.ts` has the
 * schemas and re-exports these).
 */

export const EXCHANGE_STATUSES = [
  'Exchange requested',
  'Exchange approved',
  'Picked up',
  'Replacement shipped',
  'Exchange completed',
  'Exchange rejected',
] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

/** What staff may do to an exchange, and the state each action moves it to. */
export const EXCHANGE_ACTIONS = {
  approve: 'Exchange approved',
  reject: 'Exchange rejected',
  pickedUp: 'Picked up',
  ship: 'Replacement shipped',
  complete: 'Exchange completed',
} as const satisfies Record<string, ExchangeStatus>;
export type ExchangeAction = keyof typeof EXCHANGE_ACTIONS;

/** Every allowed move (by staff); anything else is refused and never applied. */
export const EXCHANGE_TRANSITIONS: readonly { from: ExchangeStatus; to: ExchangeStatus }[] = [
  { from: 'Exchange requested', to: 'Exchange approved' },
  { from: 'Exchange requested', to: 'Exchange rejected' },
  { from: 'Exchange approved', to: 'Picked up' },
  { from: 'Picked up', to: 'Replacement shipped' },
  { from: 'Replacement shipped', to: 'Exchange completed' },
];

export function canMoveExchange(from: ExchangeStatus, to: ExchangeStatus): boolean {
  return EXCHANGE_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** The staff actions allowed on an exchange in `status`, in the table's order. */
export function exchangeActions(status: ExchangeStatus): ExchangeAction[] {
  return (Object.keys(EXCHANGE_ACTIONS) as ExchangeAction[]).filter((a) =>
    canMoveExchange(status, EXCHANGE_ACTIONS[a]),
  );
}

/** The path an exchange takes when all goes well, for the timeline's steps still ahead. */
export const EXCHANGE_PATH: readonly ExchangeStatus[] = [
  'Exchange requested',
  'Exchange approved',
  'Picked up',
  'Replacement shipped',
  'Exchange completed',
];

/** Each state in the shopper's words (the order page's timeline and the e-mails). */
export const EXCHANGE_STATUS_WORDING: Record<ExchangeStatus, string> = {
  'Exchange requested': 'Exchange requested — your new size is kept for you',
  'Exchange approved': 'Exchange approved — our courier will pick up the item (reverse pickup)',
  'Picked up': 'Picked up — we have your item back',
  'Replacement shipped': 'Replacement shipped — your new size is on its way',
  'Exchange completed': 'Exchange completed',
  'Exchange rejected': 'Exchange rejected',
};

export const ExchangeMsg = {
  requested: 'Exchange requested. Your new size is kept for you.',
  chooseSize: 'Please choose the size you want instead.',
  sameSize: 'Please choose a size other than the one you have.',
  unknownSize: 'This product does not come in that size.',
  sizeSoldOut: 'Sorry, that size has just sold out. Please choose another size or return the item.',
  priceChanged:
    'This item’s price has changed since you bought it, so it cannot be exchanged. You can return it instead.',
  productGone:
    'This product is no longer sold, so it cannot be exchanged. You can return it instead.',
  noSizes:
    'This item comes in one size only, so it cannot be exchanged. You can return it instead.',
  noOtherSize: 'No other size in stock — you can return it instead',
  notDelivered: 'Only a delivered order’s items can be exchanged.',
  windowClosed: 'The exchange window for this order has closed.',
  alreadyExchanged: 'An exchange has already been asked for this item.',
  alreadyReturned: 'A return has already been asked for this order.',
  itemExchanged: 'This item is being exchanged, so it cannot be returned.',
  notFound: 'Exchange not found.',
  rejectReasonRequired: 'Please give the reason for rejecting the exchange.',
  courierRequired: 'Please enter the courier’s name.',
  awbRequired: 'Please enter the AWB number.',
  refused: (from: ExchangeStatus, to: ExchangeStatus) =>
    `An exchange that is “${from}” cannot be moved to “${to}”.`,
  done: {
    approve: 'Exchange approved.',
    reject: 'Exchange rejected; the reserved size is back in stock.',
    pickedUp: 'Marked picked up; the returned size is back in stock.',
    ship: 'Replacement marked shipped.',
    complete: 'Exchange completed.',
  } satisfies Record<ExchangeAction, string>,
} as const;
