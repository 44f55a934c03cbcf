import {
  DASHBOARD_DAYS,
  LOW_STOCK_THRESHOLD,
  lastShopDays,
  shopDay,
  shopDayStart,
  type Dashboard,
  type DayFigures,
  type LowStockRow,
} from '@vastra/contracts/admin/dashboard';
import { toPaise, toRupees } from '@vastra/contracts';
import { recentMessages } from '../contact/admin/admin-inbox.service';
import {
  countByStatus,
  countFailedRefunds,
  oldestIn,
  ordersPlacedSince,
} from '../orders/admin/admin-orders.data';
import { toAdminRows } from '../orders/admin/admin-orders.service';
import { recentReviews } from '../reviews/admin/admin-reviews.service';
import { lowStockProducts } from './dashboard.data';

/**
 * The back office's dashboard. Orders and revenue are grouped by India's calendar day in the
 * process (one query for the 30 days' orders, two fields each): the engine-independent way to
 * group by a time zone, and a few thousand small documents at this shop's scale.
 */

const WAITING = ['Pending', 'Processing', 'Return requested', 'Return approved'] as const;

function perDay(
  days: string[],
  orders: { createdAt: Date; total: number; status: string }[],
): DayFigures[] {
  const byDay = new Map(days.map((d) => [d, { orders: 0, paise: 0 }]));
  for (const o of orders) {
    if (o.status === 'Cancelled') continue;
    const slot = byDay.get(shopDay(o.createdAt));
    if (!slot) continue;
    slot.orders += 1;
    slot.paise += toPaise(o.total);
  }
  return days.map((date) => {
    const s = byDay.get(date) ?? { orders: 0, paise: 0 };
    return { date, orders: s.orders, revenue: toRupees(s.paise) };
  });
}

async function lowStock(): Promise<LowStockRow[]> {
  const products = await lowStockProducts(LOW_STOCK_THRESHOLD, 50);
  const rows = products.flatMap((p): LowStockRow[] =>
    p.inventory.length
      ? p.inventory
          .filter((i) => i.stock <= LOW_STOCK_THRESHOLD)
          .map((i) => ({ productId: String(p._id), name: p.name, size: i.size, stock: i.stock }))
      : [{ productId: String(p._id), name: p.name, size: null, stock: p.stock }],
  );
  return rows.sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name)).slice(0, 20);
}

export async function getDashboard(now = new Date()): Promise<Dashboard> {
  const days = lastShopDays(now, DASHBOARD_DAYS);
  const since = shopDayStart(days[0] ?? shopDay(now));
  const [placed, counts, failed, waitingOrders, low, reviews, messages] = await Promise.all([
    ordersPlacedSince(since),
    countByStatus([...WAITING]),
    countFailedRefunds(),
    oldestIn([...WAITING], 10),
    lowStock(),
    recentReviews(5),
    recentMessages(5),
  ]);
  const figures = perDay(days, placed);
  const today = figures[figures.length - 1] ?? { date: shopDay(now), orders: 0, revenue: 0 };
  return {
    today,
    days: figures,
    last30: {
      orders: figures.reduce((n, d) => n + d.orders, 0),
      revenue: toRupees(figures.reduce((n, d) => n + toPaise(d.revenue), 0)),
    },
    waiting: {
      toConfirm: counts.Pending ?? 0,
      toShip: counts.Processing ?? 0,
      returnsToReview: counts['Return requested'] ?? 0,
      returnsToReceive: counts['Return approved'] ?? 0,
      refundsFailed: failed,
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
