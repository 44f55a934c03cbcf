import { AdminOrderListQuerySchema } from './orders';

/**
 * The orders list as CSV: the list's filters and order (no paging: every matching order), one row
 * per order. Amounts are rupees with 2 decimals; `placed_at` is ISO 8601 in UTC.
 */
export const OrderExportQuerySchema = AdminOrderListQuerySchema.omit({ page: true, limit: true });

export const ORDER_CSV_COLUMNS = [
  'order_number',
  'order_id',
  'placed_at',
  'status',
  'payment_method',
  'customer_name',
  'customer_email',
  'customer_phone',
  'city',
  'pincode',
  'units',
  'subtotal',
  'coupon_discount',
  'delivery',
  'total',
  'refund_status',
] as const;
