import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  EXCHANGE_STATUSES,
  EXCHANGE_STATUS_WORDING,
  type AdminExchange,
} from '@vastra/contracts/exchange';
import { Select } from '@vastra/ui/select';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { exchangesListQuery } from '../api/exchanges-api';

const columns: ColumnDef<AdminExchange, unknown>[] = [
  {
    id: 'createdAt',
    header: 'Asked',
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row: { original: x } }) => (
      <Link to={`/orders/${x.orderId}`} className="font-mono text-xs underline">
        #{x.orderRef}
      </Link>
    ),
  },
  {
    id: 'item',
    header: 'Item',
    cell: ({ row: { original: x } }) => (
      <>
        <span className="font-medium">{x.name}</span>
        <span className="block text-ink-muted">
          size {x.fromSize} → size {x.toSize}
        </span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'State',
    cell: ({ row: { original: x } }) => (
      <>
        <span className="font-medium">{x.status}</span>
        <span className="block text-xs text-ink-muted">{EXCHANGE_STATUS_WORDING[x.status]}</span>
      </>
    ),
  },
];

/**
 * `/exchanges`: every exchange request, newest first, by state, a page at a time; each links to
 * its order, where staff take the exchange's next step.
 */
export function ExchangesPage() {
  const list = useListParams();
  const status = list.filters.status ?? '';
  const query = useQuery(exchangesListQuery({ status, page: list.page, limit: list.pageSize }));
  return (
    <>
      <PageHeader
        title="Exchanges"
        description="Newest first. Open the order to approve, reject or move an exchange along."
      />
      <div className="mb-4 max-w-xs">
        <Select
          label="State"
          value={status}
          onChange={(e) => list.update({ filters: { status: e.target.value || undefined } })}
          options={[
            { value: '', label: 'All states' },
            ...EXCHANGE_STATUSES.map((s) => ({ value: s, label: s })),
          ]}
        />
      </div>
      <QueryState isPending={false} error={query.error}>
        <DataTable
          caption="Exchanges"
          columns={columns}
          rows={query.data?.data ?? []}
          total={query.data?.pagination?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={query.isFetching}
          empty="No exchange has been asked for."
          getRowId={(x) => x._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
    </>
  );
}
