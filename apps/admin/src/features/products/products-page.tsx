import { Button, buttonClass } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { Select } from '@vastra/ui/select';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminProductRow } from '@vastra/contracts/admin/catalogue';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { RoleGate, useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { categoriesKey, listCategories } from '@/lib/categories';
import { downloadProductsCsv, listProducts, productsKey } from './api';
import { BulkBar, selectColumn } from './bulk-actions';
import { DraftBadge } from './publication-panel';

const STATUS_LABELS = { active: 'On sale', hidden: 'Hidden', archived: 'Archived' } as const;

const columns: ColumnDef<AdminProductRow, unknown>[] = [
  {
    id: 'image',
    header: () => <span className="sr-only">Photo</span>,
    cell: ({ row }) =>
      row.original.image ? (
        <img src={row.original.image} alt="" className="size-12 rounded object-cover" />
      ) : (
        <span className="block size-12 rounded bg-surface-muted" />
      ),
  },
  {
    accessorKey: 'name',
    header: 'Product',
    enableSorting: true,
    cell: ({ row }) => (
      <div>
        <Link to={`/products/${row.original._id}`} className="font-medium hover:underline">
          {row.original.name}
        </Link>
        <p className="text-xs text-ink-muted">
          {[row.original.brand, row.original.categoryName, row.original.subcategoryName]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    ),
  },
  {
    accessorKey: 'price',
    header: 'Price',
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatINR(row.original.sellingPrice)}
        {row.original.percentOff > 0 && (
          <span className="ml-1 text-xs text-ink-muted">
            <s>{formatINR(row.original.price)}</s> {row.original.percentOff}% off
          </span>
        )}
      </span>
    ),
  },
  {
    accessorKey: 'stock',
    header: 'Stock',
    enableSorting: true,
    cell: ({ row }) => (
      <span className="tabular-nums">
        {row.original.stock}
        <span className="block text-xs text-ink-muted">
          {row.original.inventory.map((s) => `${s.size}: ${s.stock}`).join(', ')}
        </span>
      </span>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 'draft' ? <DraftBadge /> : STATUS_LABELS[row.original.status],
  },
  {
    accessorKey: 'updatedAt',
    header: 'Updated',
    enableSorting: true,
    cell: ({ row }) => new Date(row.original.updatedAt).toLocaleDateString('en-IN'),
  },
];

/** Products: search, filter by category, status and stock, sort and page on the server. */
export function ProductsPage() {
  const list = useListParams({ dirParam: 'order', sort: { id: 'createdAt', desc: true } });
  const query = useQuery({
    queryKey: [...productsKey, list.toQuery()],
    queryFn: ({ signal }) => listProducts(list.toQuery(), signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
  });
  const [q, setQ] = useState(list.filters.q ?? '');
  const canEdit = useCan('staff');
  const [selected, setSelected] = useState<Map<string, number>>(() => new Map());
  const listKey = JSON.stringify(list.toQuery());
  // Another page, filter or sort starts a new choice.
  useEffect(() => setSelected(new Map()), [listKey]);
  const [exporting, setExporting] = useState(false);
  const rows = query.data?.products ?? [];
  const search = (e: FormEvent) => {
    e.preventDefault();
    list.update({ filters: { q: q.trim() } });
  };

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Button
              variant="outline"
              loading={exporting}
              onClick={() => {
                setExporting(true);
                downloadProductsCsv(list.toQuery())
                  .catch((err: unknown) => toast.error(errorMessage(err)))
                  .finally(() => setExporting(false));
              }}
            >
              Export CSV
            </Button>
            <RoleGate min="staff">
              <Link to="/products/import" className={buttonClass('outline')}>
                Import CSV
              </Link>
              <Link to="/products/new" className={buttonClass('primary')}>
                New product
              </Link>
            </RoleGate>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <Input
            label="Search"
            type="search"
            placeholder="Name, brand or slug"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className={buttonClass('outline')}>
            Search
          </button>
        </form>
        <Select
          label="Category"
          value={list.filters.category ?? ''}
          onChange={(e) => list.update({ filters: { category: e.target.value } })}
          placeholder="All categories"
          options={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        />
        <Select
          label="Status"
          value={list.filters.status ?? ''}
          onChange={(e) => list.update({ filters: { status: e.target.value } })}
          placeholder="On sale and hidden"
          options={[
            { value: 'active', label: 'On sale' },
            { value: 'hidden', label: 'Hidden' },
            { value: 'archived', label: 'Archived' },
            { value: 'all', label: 'All, archived too' },
          ]}
        />
        <Select
          label="Publication"
          value={list.filters.publication ?? ''}
          onChange={(e) => list.update({ filters: { publication: e.target.value } })}
          placeholder="Drafts and published"
          options={[
            { value: 'draft', label: 'Drafts' },
            { value: 'published', label: 'Published' },
          ]}
        />
        <Select
          label="Stock"
          value={list.filters.stock ?? ''}
          onChange={(e) => list.update({ filters: { stock: e.target.value } })}
          placeholder="Any stock"
          options={[
            { value: 'low', label: 'A size running low' },
            { value: 'out', label: 'Sold out' },
          ]}
        />
      </div>
      {canEdit && selected.size > 0 && (
        <BulkBar selected={selected} onDone={() => setSelected(new Map())} />
      )}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable
          caption="Products"
          columns={canEdit ? [selectColumn(rows, selected, setSelected), ...columns] : columns}
          rows={rows}
          total={query.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={list.sort}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={(sort) => list.update({ sort })}
          loading={query.isFetching}
          empty="No products match."
          getRowId={(p) => p._id}
        />
      </QueryState>
    </>
  );
}
