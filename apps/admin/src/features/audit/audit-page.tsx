import { Input } from '@vastra/ui/input';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AuditListResponseSchema, type AuditEntry } from '@vastra/contracts/admin/staff';
import { useMemo, useState, type FormEvent } from 'react';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { ROLE_LABELS } from '@/lib/roles';

const show = (v: unknown): string =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The fields an entry changed, each as "field: before → after". */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].map((k) => `${k}: ${show(entry.before?.[k])} → ${show(entry.after?.[k])}`);
}

const columns: ColumnDef<AuditEntry, unknown>[] = [
  {
    accessorKey: 'at',
    header: 'When',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
  },
  {
    id: 'actor',
    header: 'Who',
    cell: ({ row }) => (
      <span>
        {row.original.actor.email}{' '}
        <span className="text-ink-muted">({ROLE_LABELS[row.original.actor.role]})</span>
      </span>
    ),
  },
  {
    accessorKey: 'action',
    header: 'What',
    cell: ({ row }) => <code className="text-xs">{row.original.action}</code>,
  },
  {
    id: 'entity',
    header: 'On',
    cell: ({ row }) =>
      row.original.entity.label || `${row.original.entity.type} ${row.original.entity.id}`,
  },
  {
    id: 'changes',
    header: 'Before → after',
    cell: ({ row }) => {
      const lines = changeLines(row.original);
      if (lines.length === 0) return <span className="text-ink-muted">—</span>;
      return (
        <ul className="max-w-md text-xs break-words">
          {lines.slice(0, 6).map((l) => (
            <li key={l}>{l}</li>
          ))}
          {lines.length > 6 && <li className="text-ink-muted">and {lines.length - 6} more</li>}
        </ul>
      );
    },
  },
];

/** Every change made through the back office: who, when, what, before and after (owner only). */
export function AuditPage() {
  const list = useListParams({ pageSize: 50 });
  const query = useQuery({
    queryKey: ['admin', 'audit', list.toQuery()],
    queryFn: ({ signal }) =>
      api('/admin/audit', { query: list.toQuery(), schema: AuditListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
  const [action, setAction] = useState(list.filters.action ?? '');
  const [entityType, setEntityType] = useState(list.filters.entityType ?? '');
  const apply = (e: FormEvent) => {
    e.preventDefault();
    list.update({ filters: { action: action.trim(), entityType: entityType.trim() } });
  };
  const rows = useMemo(() => query.data?.entries ?? [], [query.data]);

  return (
    <>
      <PageHeader title="Audit log" description="Every change made through the back office." />
      <form
        onSubmit={apply}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label="Filter the audit log"
      >
        <Input
          label="Action"
          placeholder="product.update"
          value={action}
          onChange={(e) => setAction(e.target.value)}
        />
        <Input
          label="Kind of record"
          placeholder="product"
          value={entityType}
          onChange={(e) => setEntityType(e.target.value)}
        />
        <button
          type="submit"
          className="h-10 rounded-md border border-line px-4 text-sm font-medium hover:bg-surface-muted"
        >
          Filter
        </button>
      </form>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable
          caption="Audit log"
          columns={columns}
          rows={rows}
          total={query.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          loading={query.isFetching}
          empty="No changes recorded yet."
          getRowId={(r) => r._id}
        />
      </QueryState>
    </>
  );
}
