import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { Select } from '@vastra/ui/select';
import type { AdminCustomerRow } from '@vastra/contracts/admin/customers';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { customersQuery } from '../api/customers-api';
import { CustomerFlags } from './customer-flags';

type YesNo = 'yes' | 'no' | undefined;
const yesNo = (v: string | undefined): YesNo => (v === 'yes' || v === 'no' ? v : undefined);

const FILTERS = [
  {
    key: 'hasOrders',
    label: 'Orders',
    options: [
      { value: '', label: 'Any' },
      { value: 'yes', label: 'Has ordered' },
      { value: 'no', label: 'Never ordered' },
    ],
  },
  {
    key: 'codRefusals',
    label: 'COD refusals',
    options: [
      { value: '', label: 'Any' },
      { value: 'yes', label: 'Refused a COD parcel' },
      { value: 'no', label: 'None refused' },
    ],
  },
  {
    key: 'blocked',
    label: 'Account',
    options: [
      { value: '', label: 'Any' },
      { value: 'yes', label: 'Blocked' },
      { value: 'no', label: 'Not blocked' },
    ],
  },
] as const;

/** `/customers`: the shoppers' accounts, newest first, searched and filtered on the server. */
export function CustomersPage() {
  const list = useListParams();
  const { q } = list.filters;
  const customers = useQuery(
    customersQuery({
      q,
      hasOrders: yesNo(list.filters.hasOrders),
      codRefusals: yesNo(list.filters.codRefusals),
      blocked: yesNo(list.filters.blocked),
      page: list.page,
      limit: list.pageSize,
    }),
  );
  const [search, setSearch] = useState(q ?? '');

  const columns: ColumnDef<AdminCustomerRow, unknown>[] = [
    {
      id: 'name',
      header: 'Customer',
      cell: ({ row }) => (
        <>
          <Link
            to={`/customers/${row.original._id}`}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            {row.original.name}
          </Link>
          <span className="block text-xs text-ink-muted">{row.original.email}</span>
        </>
      ),
    },
    { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone },
    { id: 'orders', header: 'Orders', cell: ({ row }) => row.original.orders },
    { id: 'codRefusals', header: 'COD refusals', cell: ({ row }) => row.original.codRefusals },
    { id: 'flags', header: 'Status', cell: ({ row }) => <CustomerFlags customer={row.original} /> },
    {
      id: 'createdAt',
      header: 'Joined',
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
  ];

  return (
    <>
      <PageHeader
        title="Customers"
        description="Shoppers' accounts: open one for its orders, lifetime value, notes and actions."
      />
      <form
        role="search"
        aria-label="Filter customers"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          list.update({ filters: { q: search.trim() } });
        }}
      >
        <Input
          label="Name, e-mail or phone"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        {FILTERS.map((f) => (
          <Select
            key={f.key}
            label={f.label}
            value={list.filters[f.key] ?? ''}
            onChange={(e) => list.update({ filters: { [f.key]: e.target.value } })}
            options={[...f.options]}
          />
        ))}
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <QueryState isPending={false} error={customers.error}>
        <DataTable
          caption="Customers"
          columns={columns}
          rows={customers.data?.data ?? []}
          total={customers.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={customers.isFetching}
          empty="No customers match."
          getRowId={(r) => r._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
    </>
  );
}
