/**
 * An order's states, who causes its transitions, the states in which its items have arrived, and
 * the cancellation fee, in a file without schemas: the order's page and its money (ledger.ts) read
 * them at load without zod (`lifecycle.ts` has the schemas and the transitions, and re-exports these).
 */

export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Out for delivery',
  'Delivery failed',
  'RTO initiated',
  'Delivered',
  'Cancelled',
  'Return requested',
  'Return approved',
  'Returned',
  'Return rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who or what causes a transition. `shop` is staff (the back office); `system` is the API itself. */
export const ORDER_ACTORS = ['shopper', 'shop', 'courier', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** States in which the order's items have reached the shopper: only then can they be reviewed. */
export const DELIVERED_STATUSES: readonly OrderStatus[] = [
  'Delivered',
  'Return requested',
  'Return approved',
  'Returned',
  'Return rejected',
];
export const hasArrived = (status: OrderStatus | null | undefined): boolean =>
  status != null && DELIVERED_STATUSES.includes(status);

/** The fee on a cancellation after the order has been processed, as a fraction of the order value. */
export const CANCELLATION_FEE_RATE = 0.1;
