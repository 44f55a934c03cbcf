import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import type { AdminSubscriber } from '@vastra/contracts/admin/inbox';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { downloadSubscribersCsv, subscribersQuery } from '../api/newsletter-api';

const columns: ColumnDef<AdminSubscriber, unknown>[] = [
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
  {
    id: 'subscribedAt',
    header: 'Subscribed',
    cell: ({ row }) => formatDateTime(row.original.subscribedAt),
  },
];

/** `/newsletter`: the subscribers, newest first, searchable; every one of them as CSV. */
export function NewsletterPage() {
  const list = useListParams();
  const canExport = useCan('staff');
  const q = list.filters.q;
  const subscribers = useQuery(subscribersQuery({ q, page: list.page, limit: list.pageSize }));
  const [search, setSearch] = useState(q ?? '');
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <PageHeader
        title="Newsletter subscribers"
        actions={
          canExport && (
            <Button
              loading={exporting}
              onClick={() => {
                setExporting(true);
                downloadSubscribersCsv()
                  .catch((err: unknown) => toast.error(errorMessage(err)))
                  .finally(() => setExporting(false));
              }}
            >
              Export CSV
            </Button>
          )
        }
      />
      <form
        role="search"
        aria-label="Search subscribers"
        className="mb-4 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          list.update({ filters: { q: search.trim() } });
        }}
      >
        <Input
          label="E-mail"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <QueryState isPending={false} error={subscribers.error}>
        <DataTable
          caption="Subscribers"
          columns={columns}
          rows={subscribers.data?.data ?? []}
          total={subscribers.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={subscribers.isFetching}
          empty="No subscribers."
          getRowId={(s) => s._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
    </>
  );
}
