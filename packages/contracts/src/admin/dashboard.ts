import { z } from 'zod';
import { successBody } from '../common';
import { AdminOrderRowSchema } from './orders';

/**
 * The back office's first page: orders and revenue today and per day over the last 30 days (days
 * are India's calendar days), the orders waiting for staff, sizes running low, and the latest
 * reviews and contact messages. Revenue is net sales from the orders' ledgers (see `sales.ts`): what
 * was charged less what cancellations and returns took back, a cancelled order's fee kept (rupees).
 */

/** India Standard Time, the shop's calendar. */
export const SHOP_UTC_OFFSET_MINUTES = 330;
export const DASHBOARD_DAYS = 30;

export const DayFiguresSchema = z.object({
  /** YYYY-MM-DD (India). */
  date: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
});
export type DayFigures = z.infer<typeof DayFiguresSchema>;

export const WaitingCountsSchema = z.object({
  /** Pending: to confirm. */
  toConfirm: z.number().int(),
  /** Processing: to hand to the courier. */
  toShip: z.number().int(),
  /** Return requested: to approve or reject. */
  returnsToReview: z.number().int(),
  /** Return approved: to mark received. */
  returnsToReceive: z.number().int(),
  /** Refunds to pay by hand: cash on delivery ones, and those the gateway refused for good. */
  refundsToPay: z.number().int(),
});

export const LowStockRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  stock: z.number().int(),
});
export type LowStockRow = z.infer<typeof LowStockRowSchema>;

export const RecentReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
});

export const RecentMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  state: z.enum(['new', 'read', 'answered']),
});

export const DashboardSchema = z.object({
  today: DayFiguresSchema,
  /** Oldest first, today last; days without orders are present with zeros. */
  days: z.array(DayFiguresSchema),
  /** The last 30 days' money, as the sales report reads it; `revenue` is net sales. */
  last30: z.object({
    orders: z.number().int(),
    revenue: z.number(),
    gross: z.number(),
    discounts: z.number(),
    reversed: z.number(),
    feesKept: z.number(),
    refunded: z.number(),
    collected: z.number(),
    /** GST in the invoices issued less the credit notes issued. */
    gst: z.number(),
  }),
  waiting: WaitingCountsSchema,
  /** The oldest orders waiting for staff (up to 10). */
  waitingOrders: z.array(AdminOrderRowSchema),
  lowStock: z.array(LowStockRowSchema),
  recentReviews: z.array(RecentReviewSchema),
  recentMessages: z.array(RecentMessageSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = successBody({ data: DashboardSchema });

/** The India calendar day of an instant, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant an India calendar day (YYYY-MM-DD) starts. */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - SHOP_UTC_OFFSET_MINUTES * 60_000);
}

/** The `count` India days ending with `now`'s, oldest first. */
export function lastShopDays(now: Date, count: number): string[] {
  const today = shopDayStart(shopDay(now)).getTime();
  return Array.from({ length: count }, (_, i) =>
    shopDay(new Date(today + (i - count + 1) * 86_400_000)),
  );
}
