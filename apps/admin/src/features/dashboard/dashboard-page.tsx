import { useQuery } from '@tanstack/react-query';
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

const WAITING: { key: keyof Dashboard['waiting']; label: string; status?: string }[] = [
  { key: 'toConfirm', label: 'To confirm', status: 'Pending' },
  { key: 'toShip', label: 'To hand to the courier', status: 'Processing' },
  { key: 'returnsToReview', label: 'Returns to review', status: 'Return requested' },
  { key: 'returnsToReceive', label: 'Returns to receive', status: 'Return approved' },
  { key: 'refundsFailed', label: 'Refunds to pay by hand' },
];

export function DashboardPage() {
  const query = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: 60_000,
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
              <Figure label="Revenue today" value={formatINR(d.today.revenue)} />
              <Figure label="Orders, 30 days" value={String(d.last30.orders)} />
              <Figure label="Revenue, 30 days" value={formatINR(d.last30.revenue)} />
            </dl>
            <Panel title="Last 30 days">
              <SalesCharts days={d.days} />
            </Panel>
            <div className="grid gap-6 xl:grid-cols-2">
              <Panel title="Waiting for action">
                <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                  {WAITING.map((w) => (
                    <li key={w.key} className="rounded-lg bg-surface-muted p-3">
                      <p className="text-xl font-semibold tabular-nums">{d.waiting[w.key]}</p>
                      {w.status ? (
                        <Link
                          className="underline-offset-2 hover:underline"
                          to={`/orders?status=${encodeURIComponent(w.status)}`}
                        >
                          {w.label}
                        </Link>
                      ) : (
                        <span>{w.label}</span>
                      )}
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
              <Panel title="Low stock">
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
