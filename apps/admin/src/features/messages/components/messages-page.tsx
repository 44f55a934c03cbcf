import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { Select } from '@vastra/ui/select';
import {
  MESSAGE_STATES,
  type AdminMessage,
  type MessageState,
} from '@vastra/contracts/admin/inbox';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { messagesQuery, useMessageState } from '../api/messages-api';

export const STATE_LABEL: Record<MessageState, string> = {
  new: 'New',
  read: 'Read',
  answered: 'Answered',
};
const MARK_LABEL: Record<MessageState, string> = {
  new: 'Mark as new',
  read: 'Mark as read',
  answered: 'Mark as answered',
};

/** `/messages`: the contact form's messages, newest first, each new → read → answered. */
export function MessagesPage() {
  const list = useListParams();
  const canWrite = useCan('staff');
  const mark = useMessageState();
  const state = MESSAGE_STATES.find((s) => s === list.filters.state);
  const messages = useQuery(messagesQuery({ state, page: list.page, limit: list.pageSize }));

  const columns: ColumnDef<AdminMessage, unknown>[] = [
    {
      id: 'from',
      header: 'From',
      cell: ({ row: { original: m } }) => (
        <>
          <span className="font-medium">{m.name}</span>
          <a
            href={`mailto:${m.email}`}
            className="block text-brand-700 underline dark:text-brand-300"
          >
            {m.email}
          </a>
          <a
            href={`tel:+91${m.phone}`}
            className="block text-brand-700 underline dark:text-brand-300"
          >
            {m.phone}
          </a>
        </>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      cell: ({ row }) => <p className="max-w-lg whitespace-pre-line">{row.original.message}</p>,
    },
    { id: 'createdAt', header: 'Sent', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => (
        <span
          className={row.original.state === 'new' ? 'font-semibold text-ink' : 'text-ink-muted'}
        >
          {STATE_LABEL[row.original.state]}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: m } }) =>
        canWrite ? (
          <div className="flex flex-col items-start gap-1">
            {MESSAGE_STATES.filter((s) => s !== m.state).map((s) => (
              <Button
                key={s}
                size="sm"
                variant="outline"
                disabled={mark.isPending}
                aria-label={`${MARK_LABEL[s]}: message from ${m.name}`}
                onClick={() =>
                  mark.mutate(
                    { id: m._id, state: s },
                    {
                      onSuccess: () => toast.success(`Marked as ${STATE_LABEL[s].toLowerCase()}.`),
                      onError: (err) => toast.error(errorMessage(err)),
                    },
                  )
                }
              >
                {MARK_LABEL[s]}
              </Button>
            ))}
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Messages"
        description={
          messages.data && messages.data.unread > 0
            ? `${messages.data.unread} not opened yet.`
            : 'Messages sent with the contact form.'
        }
        actions={
          <Select
            label="Show"
            value={state ?? ''}
            onChange={(e) => list.update({ filters: { state: e.target.value } })}
            options={[
              { value: '', label: 'All messages' },
              ...MESSAGE_STATES.map((s) => ({ value: s, label: STATE_LABEL[s] })),
            ]}
          />
        }
      />
      <QueryState isPending={false} error={messages.error}>
        <DataTable
          caption="Messages"
          columns={columns}
          rows={messages.data?.data ?? []}
          total={messages.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={messages.isFetching}
          empty="No messages."
          getRowId={(m) => m._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
    </>
  );
}
