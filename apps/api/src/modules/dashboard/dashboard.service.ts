import {
  DASHBOARD_DAYS,
  lastShopDays,
  shopDay,
  shopDayStart,
  type Dashboard,
  type DayFigures,
  type LowStockRow,
} from '@vastra/contracts/admin/dashboard';
import { salesRows, salesTotals, type SalesRow } from '@vastra/contracts/admin/sales';
import { recentMessages } from '../contact';
import {
  countByStatus,
  countRefundsToPayByHand,
  oldestIn,
  toAdminRows,
  ordersWithDocumentsBetween,
} from '../orders';
import { gstCollected, gstSummaryOf } from '../reports';
import { recentReviews } from '../reviews';
import { lowStockRows } from '../stock-alerts';

/**
 * The back office's dashboard. Orders and revenue per India day come from the orders' ledgers as
 * the sales report reads them (revenue is net: what was charged less what cancellations and
 * returns took back), grouped in the process: the engine-independent way to group by a time
 * zone, and a few thousand small documents at this shop's scale.
 */

const WAITING = ['Pending', 'Processing', 'Return requested', 'Return approved'] as const;

/** Per India day: orders placed and net sales (the ledgers' events, as the sales report dates them). */
function perDay(days: string[], rows: readonly SalesRow[]): DayFigures[] {
  const byDay = new Map(rows.map((r) => [r.period, r]));
  return days.map((date) => {
    const r = byDay.get(date);
    return { date, orders: r?.orders ?? 0, revenue: r?.net ?? 0 };
  });
}

/** The most urgent low sizes (the low-stock page lists them all). */
async function lowStock(): Promise<LowStockRow[]> {
  const { rows } = await lowStockRows();
  return rows
    .slice(0, 20)
    .map(({ productId, name, size, stock }) => ({ productId, name, size, stock }));
}

export async function getDashboard(now = new Date()): Promise<Dashboard> {
  const days = lastShopDays(now, DASHBOARD_DAYS);
  const since = shopDayStart(days[0] ?? shopDay(now));
  const [orders, counts, byHand, waitingOrders, low, reviews, messages] = await Promise.all([
    // One read serves the sales figures and the GST in the documents issued.
    ordersWithDocumentsBetween(since, now),
    countByStatus([...WAITING]),
    countRefundsToPayByHand(),
    oldestIn([...WAITING], 10),
    lowStock(),
    recentReviews(5),
    recentMessages(5),
  ]);
  const rows = salesRows(orders, {
    from: days[0] ?? shopDay(now),
    to: days[days.length - 1] ?? shopDay(now),
    by: 'day',
  });
  const figures = perDay(days, rows);
  const gst = await gstSummaryOf(orders, since, now);
  const totals = salesTotals(rows);
  const today = figures[figures.length - 1] ?? { date: shopDay(now), orders: 0, revenue: 0 };
  return {
    today,
    days: figures,
    last30: {
      orders: totals.orders,
      revenue: totals.net,
      gross: totals.gross,
      discounts: totals.discounts,
      reversed: totals.reversed,
      feesKept: totals.feesKept,
      refunded: totals.refunded,
      collected: totals.collected,
      gst: gstCollected(gst.rows),
    },
    waiting: {
      toConfirm: counts.Pending ?? 0,
      toShip: counts.Processing ?? 0,
      returnsToReview: counts['Return requested'] ?? 0,
      returnsToReceive: counts['Return approved'] ?? 0,
      refundsToPay: byHand,
    },
    waitingOrders: await toAdminRows(waitingOrders),
    lowStock: low,
    recentReviews: reviews.map((r) => ({
      _id: r._id,
      productId: r.product._id,
      productName: r.product.name,
      rating: r.rating,
      comment: r.comment,
      userName: r.userName,
      createdAt: r.createdAt,
      hidden: r.hidden,
    })),
    recentMessages: messages.map((m) => ({
      _id: m._id,
      name: m.name,
      email: m.email,
      message: m.message,
      createdAt: m.createdAt,
      state: m.state,
    })),
  };
}
