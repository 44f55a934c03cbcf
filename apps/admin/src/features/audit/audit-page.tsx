import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AuditListResponseSchema, type AuditEntry } from '@vastra/contracts/admin/staff';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { ROLE_LABELS } from '@/lib/roles';
import { changeRows } from './audit-changes';
import { AuditFilters } from './audit-filters';

/** Long words (e-mails, ids, codes) break anywhere, so the table fits its page and wraps. */
const WRAP = '[overflow-wrap:anywhere]';

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
      <span className={WRAP}>
        {row.original.actor.email}{' '}
        <span className="text-ink-muted">({ROLE_LABELS[row.original.actor.role]})</span>
      </span>
    ),
  },
  {
    accessorKey: 'action',
    header: 'What',
    cell: ({ row }) => <code className={`text-xs ${WRAP}`}>{row.original.action}</code>,
  },
  {
    id: 'entity',
    header: 'On',
    cell: ({ row }) => (
      <span className={WRAP}>
        {row.original.entity.label || `${row.original.entity.type} ${row.original.entity.id}`}
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'Before → after',
    cell: ({ row }) => {
      const rows = changeRows(row.original);
      if (rows.length === 0) return <span className="text-ink-muted">—</span>;
      return (
        <ul className={`min-w-56 max-w-xl space-y-0.5 text-xs ${WRAP}`}>
          {rows.map((r) => (
            <li key={r.field}>
              <span className="font-medium">{r.field}</span>: {r.before} → {r.after}
            </li>
          ))}
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
  const rows = useMemo(() => query.data?.entries ?? [], [query.data]);

  return (
    <>
      <PageHeader title="Audit log" description="Every change made through the back office." />
      <AuditFilters
        values={{
          action: list.filters.action ?? '',
          entityType: list.filters.entityType ?? '',
          actor: list.filters.actor ?? '',
        }}
        onChange={(filters) => list.update({ filters })}
      />
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
