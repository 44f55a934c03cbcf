import { Button } from '@vastra/ui/button';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { Staff } from '@vastra/contracts/admin/staff';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { PageHeader, QueryState } from '@/components/page';
import { formatDateTime } from '@/lib/format';
import { ROLE_LABELS } from '@/lib/roles';
import { useStaffSession } from '@/lib/session';
import { listStaff, staffKey } from './api';
import { CreateStaffForm, EditStaffForm } from './staff-form';

/** The owner's list of back-office accounts: add one, change a role, deactivate, reset a password. */
export function StaffPage() {
  const me = useStaffSession().staff;
  const query = useQuery({ queryKey: staffKey, queryFn: ({ signal }) => listStaff(signal) });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Staff | null>(null);

  const columns = useMemo<ColumnDef<Staff, unknown>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <span className="font-medium">
            {row.original.name}
            {row.original._id === me?._id && <span className="ml-1 text-ink-muted">(you)</span>}
          </span>
        ),
      },
      { accessorKey: 'email', header: 'E-mail' },
      { accessorKey: 'role', header: 'Role', cell: ({ row }) => ROLE_LABELS[row.original.role] },
      {
        accessorKey: 'active',
        header: 'Status',
        cell: ({ row }) => (row.original.active ? 'Active' : 'Deactivated'),
      },
      {
        accessorKey: 'createdAt',
        header: 'Added',
        cell: ({ row }) => (row.original.createdAt ? formatDateTime(row.original.createdAt) : '—'),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${row.original.name}`}
            onClick={() => setEditing(row.original)}
          >
            Edit
          </Button>
        ),
      },
    ],
    [me?._id],
  );
  const rows = query.data ?? [];

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to the back office, and what they may do."
        actions={<Button onClick={() => setAdding(true)}>Add staff</Button>}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable caption="Staff accounts" columns={columns} rows={rows} getRowId={(s) => s._id} />
      </QueryState>
      <Dialog open={adding} onClose={() => setAdding(false)} title="Add staff">
        {adding && <CreateStaffForm onDone={() => setAdding(false)} />}
      </Dialog>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit staff account">
        {editing && <EditStaffForm staff={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}
