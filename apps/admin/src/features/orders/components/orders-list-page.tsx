import { useQuery } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { formatINR } from '@vastra/contracts';
import type { AdminOrderRow } from '@vastra/contracts/admin/orders';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '@/components/ops/pager';
import { ordersListQuery } from '../api/orders-api';
import {
  filtersFromParams,
  paramsFromFilters,
  withFilter,
  type OrderFilters,
  type OrderSortKey,
} from '../lib/order-filters';
import { OrderFiltersForm } from './order-filters-form';

const placed = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const columns: ColumnDef<AdminOrderRow>[] = [
  {
    id: '_id',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`/orders/${row.original._id}`}
        className="font-mono text-blue-800 underline"
        aria-label={`Order ${row.original._id}`}
      >
        {row.original._id.slice(-8).toUpperCase()}
      </Link>
    ),
  },
  { id: 'createdAt', header: 'Placed', cell: ({ row }) => placed(row.original.createdAt) },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.customer ? (
        <>
          {row.original.customer.name}
          <br />
          <span className="text-slate-600">{row.original.customer.email}</span>
        </>
      ) : (
        '—'
      ),
  },
  { id: 'status', header: 'State', cell: ({ row }) => row.original.status },
  {
    id: 'paymentMethod',
    header: 'Payment',
    enableSorting: false,
    cell: ({ row }) => (row.original.paymentMethod === 'COD' ? 'Cash on delivery' : 'Online'),
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => formatINR(row.original.total),
  },
  {
    id: 'pincode',
    header: 'Pincode',
    enableSorting: false,
    cell: ({ row }) => `${row.original.pincode} ${row.original.city}`,
  },
];

/**
 * `/orders`: every order, filtered, sorted and paged by the API (the filters, sort and page are
 * the address bar's, see `order-filters.ts`).
 */
export function OrdersListPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useQuery(ordersListQuery(filters));
  const apply = (next: OrderFilters) => setParams(paramsFromFilters(next));

  const sorting: SortingState = [{ id: filters.sort, desc: filters.dir === 'desc' }];
  const table = useReactTable({
    data: list.data?.data ?? [],
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    pageCount: list.data?.pagination.pages ?? -1,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const s = next[0];
      if (s)
        apply({ ...filters, sort: s.id as OrderSortKey, dir: s.desc ? 'desc' : 'asc', page: 1 });
    },
    getCoreRowModel: getCoreRowModel(),
  });
  const p = list.data?.pagination;

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h1 id="orders-heading" className="text-2xl font-semibold">
        Orders
      </h1>
      <OrderFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : (
        <div aria-busy={list.isPending || list.isFetching} className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Orders</caption>
            <thead>
              {table.getHeaderGroups().map((g) => (
                <tr key={g.id} className="border-b border-slate-300">
                  {g.headers.map((h) => {
                    const sorted = h.column.getIsSorted();
                    return (
                      <th
                        key={h.id}
                        scope="col"
                        className="px-2 py-2 font-semibold whitespace-nowrap"
                        aria-sort={
                          sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : undefined
                        }
                      >
                        {h.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={h.column.getToggleSortingHandler()}
                            className="font-semibold hover:underline"
                          >
                            {flexRender(h.column.columnDef.header, h.getContext())}
                            <span aria-hidden>
                              {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                            </span>
                          </button>
                        ) : (
                          flexRender(h.column.columnDef.header, h.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-200">
                  {r.getVisibleCells().map((c) => (
                    <td key={c.id} className="px-2 py-2 align-top">
                      {flexRender(c.column.columnDef.cell, c.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {list.data && list.data.data.length === 0 && (
            <p className="py-6 text-center">No orders match these filters.</p>
          )}
        </div>
      )}
      {p && (
        <Pager
          label="Pages of orders"
          noun="orders"
          pagination={p}
          onPage={(page) => apply(withFilter(filters, 'page', page))}
        />
      )}
    </section>
  );
}
