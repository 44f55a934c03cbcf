import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { formatINR } from '@vastra/contracts';
import type { AdminOrderRow } from '@vastra/contracts/admin/orders';
import { Button } from '@vastra/ui/button';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { useListParams } from '@/lib/list-params';
import { downloadOrdersCsv, newOrdersQuery, ordersListQuery } from '../api/orders-api';
import { DEFAULT_ORDER_SORT, toOrderQuery } from '../lib/order-query';
import { OrderFiltersForm } from './order-filters-form';
import { formatDateTime } from '@/lib/format';
import { paymentLabel } from '../lib/labels';

const columns: ColumnDef<AdminOrderRow, unknown>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link
        to={`/orders/${row.original._id}`}
        className="font-mono font-medium text-brand-700 underline dark:text-brand-300"
      >
        {row.original._id.slice(-8).toUpperCase()}
      </Link>
    ),
  },
  {
    id: 'createdAt',
    header: 'Placed',
    // Sortable columns need an accessor (TanStack); the sorting itself is the server's.
    accessorFn: (o) => o.createdAt,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) =>
      row.original.customer ? (
        <>
          {row.original.customer.name}
          <br />
          <span className="text-ink-muted">{row.original.customer.email}</span>
        </>
      ) : (
        '—'
      ),
  },
  {
    id: 'status',
    header: 'State',
    accessorFn: (o) => o.status,
    enableSorting: true,
    cell: ({ row }) => row.original.status,
  },
  {
    id: 'paymentMethod',
    header: 'Payment',
    cell: ({ row }) => paymentLabel(row.original.paymentMethod),
  },
  {
    id: 'total',
    header: 'Total',
    accessorFn: (o) => o.total,
    enableSorting: true,
    cell: ({ row }) => formatINR(row.original.total),
  },
  {
    id: 'pincode',
    header: 'Delivery',
    cell: ({ row }) => `${row.original.city} ${row.original.pincode}`,
  },
];

/**
 * `/orders`: every order, filtered, sorted and paged by the API; the filters, sort and page are
 * the address bar's, so a filtered list can be bookmarked and the back button restores it.
 */
export function OrdersListPage() {
  const list = useListParams({ sort: DEFAULT_ORDER_SORT });
  const [search] = useSearchParams();
  const query = toOrderQuery(list);
  const orders = useQuery(ordersListQuery(query));
  // The list refreshes by itself; orders placed since it was opened are counted apart.
  const [since, setSince] = useState(() => new Date().toISOString());
  const fresh = useQuery(newOrdersQuery(query, since)).data ?? 0;
  const [exporting, setExporting] = useState(false);
  const showNew = () => {
    setSince(new Date().toISOString());
    list.update({ page: 1, sort: DEFAULT_ORDER_SORT });
    void orders.refetch();
  };
  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <Button
            variant="outline"
            loading={exporting}
            onClick={() => {
              setExporting(true);
              downloadOrdersCsv(query)
                .catch((err: unknown) => toast.error(errorMessage(err)))
                .finally(() => setExporting(false));
            }}
          >
            Export CSV
          </Button>
        }
      />
      <div aria-live="polite">
        {fresh > 0 && (
          <p className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm">
            {fresh === 1 ? '1 new order' : `${fresh} new orders`} since you opened this list
            <Button size="sm" onClick={showNew}>
              Show new orders
            </Button>
          </p>
        )}
      </div>
      <OrderFiltersForm
        key={search.toString()}
        filters={list.filters}
        onApply={(filters) => list.update({ filters })}
      />
      <QueryState isPending={false} error={orders.error} onRetry={() => void orders.refetch()}>
        <DataTable
          caption="Orders"
          columns={columns}
          rows={orders.data?.data ?? []}
          total={orders.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={list.sort}
          loading={orders.isFetching}
          empty="No orders match these filters."
          getRowId={(o) => o._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={(sort) => list.update({ sort: sort ?? DEFAULT_ORDER_SORT })}
        />
      </QueryState>
    </>
  );
}
