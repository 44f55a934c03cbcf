import { useQuery } from '@tanstack/react-query';
import { liveRefresh } from '@/lib/refresh';
import type { Dashboard } from '@vastra/contracts/admin/dashboard';
import { Link } from 'react-router-dom';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { formatDateTime, formatINR } from '@/lib/format';
import { fetchDashboard } from './api';
import { SalesCharts } from './sales-chart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The 30 days' money as the sales report reads it: from gross to net, and what came in. */
function MoneyFigures({ money }: { money: Dashboard['last30'] }) {
  const rows: [string, number][] = [
    ['Gross sales', money.gross],
    ['Coupon discounts (already off gross)', money.discounts],
    ['Cancelled and returned', money.reversed],
    ['Cancellation fees kept', money.feesKept],
    ['Net sales', money.revenue],
    ['Refunds paid', money.refunded],
    ['Collected less refunds', money.collected],
    ['GST (invoices less credit notes)', money.gst],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-line py-1.5">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="tabular-nums font-medium">{formatINR(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const ordersIn = (status: string) => `/orders?status=${encodeURIComponent(status)}`;
/** Each count of work waiting, and the list it opens. */
const WAITING: { key: keyof Dashboard['waiting']; label: string; to: string }[] = [
  { key: 'toConfirm', label: 'To confirm', to: ordersIn('Pending') },
  { key: 'toShip', label: 'To hand to the courier', to: ordersIn('Processing') },
  { key: 'returnsToReview', label: 'Returns to review', to: ordersIn('Return requested') },
  { key: 'returnsToReceive', label: 'Returns to receive', to: ordersIn('Return approved') },
  { key: 'refundsToPay', label: 'Refunds to pay by hand', to: '/refunds' },
];

export function DashboardPage() {
  const query = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => fetchDashboard(signal),
    ...liveRefresh,
  });
  const d = query.data;
  return (
    <>
      <PageHeader title="Dashboard" description="Today and the last 30 days (India time)." />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {d && (
          <div className="flex flex-col gap-6">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure label="Orders today" value={String(d.today.orders)} />
              <Figure label="Net sales today" value={formatINR(d.today.revenue)} />
              <Figure label="Orders, 30 days" value={String(d.last30.orders)} />
              <Figure label="Net sales, 30 days" value={formatINR(d.last30.revenue)} />
            </dl>
            <Panel
              title="Money, last 30 days"
              actions={
                <Link className="text-sm underline" to="/reports">
                  Sales reports
                </Link>
              }
            >
              <MoneyFigures money={d.last30} />
            </Panel>
            <Panel title="Last 30 days">
              <SalesCharts days={d.days} />
            </Panel>
            <div className="grid gap-6 xl:grid-cols-2">
              <Panel title="Waiting for action">
                <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                  {WAITING.map((w) => (
                    <li key={w.key} className="rounded-lg bg-surface-muted p-3">
                      <p className="text-xl font-semibold tabular-nums">{d.waiting[w.key]}</p>
                      <Link className="underline-offset-2 hover:underline" to={w.to}>
                        {w.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                {d.waitingOrders.length > 0 && (
                  <ul className="mt-4 divide-y divide-line text-sm">
                    {d.waitingOrders.map((o) => (
                      <li
                        key={o._id}
                        className="flex flex-wrap items-center justify-between gap-2 py-2"
                      >
                        <Link to={`/orders/${o._id}`} className="font-mono text-xs underline">
                          {o._id}
                        </Link>
                        <span>{o.status}</span>
                        <span className="text-ink-muted">{formatDateTime(o.createdAt)}</span>
                        <span className="tabular-nums">{formatINR(o.total)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel
                title="Low stock"
                actions={
                  <Link to="/low-stock" className="text-sm underline">
                    View all low stock
                  </Link>
                }
              >
                {d.lowStock.length === 0 ? (
                  <p className="text-sm text-ink-muted">Every size is well stocked.</p>
                ) : (
                  <ul className="divide-y divide-line text-sm">
                    {d.lowStock.map((row) => (
                      <li
                        key={`${row.productId}-${row.size ?? ''}`}
                        className="flex items-center justify-between gap-3 py-2"
                      >
                        <Link to={`/products/${row.productId}`} className="hover:underline">
                          {row.name}
                          {row.size ? ` — size ${row.size}` : ''}
                        </Link>
                        <span
                          className={
                            row.stock === 0 ? 'font-semibold text-danger-text' : 'tabular-nums'
                          }
                        >
                          {row.stock === 0 ? 'Sold out' : `${row.stock} left`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel
                title="Recent reviews"
                actions={
                  <Link className="text-sm underline" to="/reviews">
                    All reviews
                  </Link>
                }
              >
                {d.recentReviews.length === 0 ? (
                  <p className="text-sm text-ink-muted">No reviews yet.</p>
                ) : (
                  <ul className="divide-y divide-line text-sm">
                    {d.recentReviews.map((r) => (
                      <li key={r._id} className="py-2">
                        <p>
                          <span className="font-medium">{r.productName}</span> · {r.rating}★ by{' '}
                          {r.userName}
                          {r.hidden && (
                            <span className="ml-2 text-xs text-ink-muted">(hidden)</span>
                          )}
                        </p>
                        <p className="line-clamp-2 text-ink-muted">{r.comment}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel
                title="Recent messages"
                actions={
                  <Link className="text-sm underline" to="/messages">
                    Inbox
                  </Link>
                }
              >
                {d.recentMessages.length === 0 ? (
                  <p className="text-sm text-ink-muted">No messages yet.</p>
                ) : (
                  <ul className="divide-y divide-line text-sm">
                    {d.recentMessages.map((m) => (
                      <li key={m._id} className="py-2">
                        <p>
                          <span className="font-medium">{m.name}</span>{' '}
                          <span className="text-ink-muted">
                            {m.email} · {formatDateTime(m.createdAt)} · {m.state}
                          </span>
                        </p>
                        <p className="line-clamp-2 text-ink-muted">{m.message}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
