import type { OrderStatus } from './lifecycle';

/**
 * What a shopper reads on their order's timeline for a step the shop took: the state's own words.
 * A staff note shows instead only when staff chose to make it visible to the customer; staff
 * names and private notes never reach the shopper's answer.
 */
export const ORDER_STATUS_WORDING: Record<OrderStatus, string> = {
  Pending: 'Order placed',
  Processing: 'Order confirmed',
  Shipped: 'Handed to the courier',
  'Out for delivery': 'Out for delivery today',
  'Delivery failed': 'The courier could not deliver your parcel',
  'RTO initiated': 'Your parcel is on its way back to us',
  Delivered: 'Delivered',
  Cancelled: 'Order cancelled',
  'Return requested': 'Return requested',
  'Return approved': 'Return approved',
  Returned: 'Return received',
  'Return rejected': 'Return rejected',
};

/** Why a delivery failed or a parcel is returned to sender (RTO), as staff record it. */
export const DELIVERY_PROBLEMS = [
  'Customer refused the parcel',
  'Customer could not be reached',
  'Address could not be found',
  'Cancelled by the shop',
  'Other',
] as const;
export type DeliveryProblem = (typeof DELIVERY_PROBLEMS)[number];

/**
 * A cash on delivery parcel returned to sender for this reason counts as a refusal on the
 * customer's account (`codRefusals`), for staff to weigh before the next COD order.
 */
export const COD_REFUSAL: DeliveryProblem = 'Customer refused the parcel';
