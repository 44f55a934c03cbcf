import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import {
  LowStockThresholdBodySchema,
  ProductThresholdBodySchema,
  type LowStockRow,
} from '@vastra/contracts/admin/low-stock';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialog';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { useListParams } from '@/lib/list-params';
import { lowStockQuery, useSetProductThreshold, useSetShopThreshold } from '../api/low-stock-api';

/**
 * `/low-stock`: every size at or below its threshold, sold out first, then the fewest units;
 * staff set the shop's threshold here and a product's own from its row.
 */
export function LowStockPage() {
  const list = useListParams({ pageSize: 50 });
  const canWrite = useCan('staff');
  const low = useQuery(lowStockQuery({ page: list.page, limit: list.pageSize }));
  const [editing, setEditing] = useState<LowStockRow | null>(null);

  const columns: ColumnDef<LowStockRow, unknown>[] = [
    {
      id: 'name',
      header: 'Product',
      cell: ({ row }) => (
        <Link
          to={`/products/${row.original.productId}`}
          className="text-brand-700 underline dark:text-brand-300"
        >
          {row.original.name}
        </Link>
      ),
    },
    { id: 'size', header: 'Size', cell: ({ row }) => row.original.size ?? 'One size' },
    {
      id: 'stock',
      header: 'In stock',
      cell: ({ row }) =>
        row.original.stock === 0 ? (
          <span className="font-semibold text-danger-text">Sold out</span>
        ) : (
          <span className="tabular-nums">{row.original.stock} left</span>
        ),
    },
    {
      id: 'threshold',
      header: 'Low at',
      cell: ({ row }) =>
        `${row.original.threshold} or fewer${row.original.ownThreshold ? ' (own)' : ''}`,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        canWrite ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(row.original)}
            aria-label={`Threshold for ${row.original.name}`}
          >
            Threshold
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Low stock"
        description="Sizes at or below their threshold: sold out first, then the fewest units left."
      />
      {low.data && canWrite && (
        <ShopThreshold
          key={low.data.threshold}
          current={low.data.threshold}
          version={low.data.thresholdVersion}
        />
      )}
      {low.data && !canWrite && (
        <p className="mb-4 text-sm">A size is low at {low.data.threshold} or fewer units.</p>
      )}
      <QueryState isPending={false} error={low.error}>
        <DataTable
          caption="Low stock"
          columns={columns}
          rows={low.data?.data ?? []}
          total={low.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={low.isFetching}
          empty="Every size is above its threshold."
          getRowId={(r) => `${r.productId}-${r.size ?? ''}`}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
      {editing && (
        <ProductThresholdDialog
          key={editing.productId}
          row={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ShopThreshold({ current, version }: { current: number; version: number }) {
  const save = useSetShopThreshold();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      aria-label="Shop threshold"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = LowStockThresholdBodySchema.safeParse({ threshold: value.trim() });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        save.mutate(
          { threshold: parsed.data.threshold, versionSeen: version },
          {
            onSuccess: (res) => toast.success(res.message),
            // A colleague's change meanwhile re-draws the form with their figure: the toast stays.
            onError: (err) => {
              setError(errorMessage(err));
              toast.error(errorMessage(err));
            },
          },
        );
      }}
    >
      <Input
        label="Low at (units, whole shop)"
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save threshold
      </Button>
    </form>
  );
}

function ProductThresholdDialog({ row, onClose }: { row: LowStockRow; onClose: () => void }) {
  const save = useSetProductThreshold();
  const [value, setValue] = useState(row.ownThreshold ? String(row.threshold) : '');
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={`Low-stock threshold for ${row.name}`}
      confirmLabel="Save"
      busy={save.isPending}
      onClose={onClose}
      onConfirm={() => {
        const parsed = ProductThresholdBodySchema.safeParse({
          threshold: value.trim() === '' ? null : value.trim(),
        });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        save.mutate(
          { id: row.productId, threshold: parsed.data.threshold },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              onClose();
            },
            // A colleague's change meanwhile re-draws the form with their figure: the toast stays.
            onError: (err) => {
              setError(errorMessage(err));
              toast.error(errorMessage(err));
            },
          },
        );
      }}
    >
      <p>Leave it empty to follow the shop&apos;s threshold.</p>
      <Input
        label="Low at (units)"
        inputMode="numeric"
        value={value}
        error={error}
        wrapperClassName="mt-4"
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
