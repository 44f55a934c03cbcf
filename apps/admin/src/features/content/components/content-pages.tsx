import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, buttonClass } from '@vastra/ui/button';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialog';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { useListParams } from '@/lib/list-params';
import {
  contentItemQuery,
  contentListQuery,
  useDeleteContent,
  useSaveContent,
} from '../api/content-api';
import type { ContentPageKind, ContentRecord } from '../lib/content-kind';
import { contentKind } from '../lib/content-kinds';
import { fieldsFromSchema } from '../lib/schema-fields';
import { SchemaForm } from './schema-form';

const cell = (v: unknown): string =>
  v == null
    ? ''
    : typeof v === 'boolean'
      ? v
        ? 'Yes'
        : 'No'
      : Array.isArray(v)
        ? String(v.length)
        : String(v);

/** What names a record in buttons and messages: its first column, else the kind's name. */
const recordName = (kind: ContentPageKind, r: ContentRecord): string =>
  cell(r[kind.columns[0]?.key ?? '_id']) || kind.singular;

/** `/content/:kind`: the kind's records (or, for the announcement, its one form). */
export function ContentListPage() {
  const { kind: slug = '' } = useParams();
  const kind = contentKind(slug);
  if (!kind) return <NotAKind />;
  if (kind.singleton) return <SingletonEditor key={kind.slug} kind={kind} />;
  return <ContentList key={kind.slug} kind={kind} />;
}

function ContentList({ kind }: { kind: ContentPageKind }) {
  const canWrite = useCan('staff');
  const list = useListParams();
  const records = useQuery(contentListQuery(kind));
  const remove = useDeleteContent(kind);
  const [deleting, setDeleting] = useState<ContentRecord | null>(null);
  const rows = records.data ?? [];
  const name = (r: ContentRecord) => recordName(kind, r);

  const columns = useMemo<ColumnDef<ContentRecord, unknown>[]>(
    () => [
      ...kind.columns.map((c): ColumnDef<ContentRecord, unknown> => ({
        id: c.key,
        header: c.header,
        cell: ({ row }) =>
          c.format ? c.format(row.original[c.key], row.original) : cell(row.original[c.key]),
      })),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex gap-3">
            <Link
              to={`/content/${kind.slug}/${row.original._id}`}
              className="font-medium text-brand-700 underline dark:text-brand-300"
              aria-label={`${canWrite ? 'Edit' : 'View'} ${recordName(kind, row.original)}`}
            >
              {canWrite ? 'Edit' : 'View'}
            </Link>
            {canWrite && (
              <button
                type="button"
                className="font-medium text-danger-text underline"
                aria-label={`Delete ${recordName(kind, row.original)}`}
                onClick={() => setDeleting(row.original)}
              >
                Delete
              </button>
            )}
          </div>
        ),
      },
    ],
    [kind, canWrite],
  );

  return (
    <>
      <PageHeader
        title={kind.title}
        actions={
          canWrite && (
            <Link to={`/content/${kind.slug}/new`} className={buttonClass('primary')}>
              New {kind.singular}
            </Link>
          )
        }
      />
      <QueryState isPending={false} error={records.error}>
        <DataTable
          caption={kind.title}
          columns={columns}
          rows={rows.slice((list.page - 1) * list.pageSize, list.page * list.pageSize)}
          total={rows.length}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={records.isFetching}
          empty={`No ${kind.title.toLowerCase()} yet.`}
          getRowId={(r) => r._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete this ${kind.singular}?`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(`Deleted ${name(deleting)}.`);
                setDeleting(null);
              },
              onError: (err) => {
                toast.error(errorMessage(err));
                setDeleting(null);
              },
            })
          }
        >
          {name(deleting)} disappears from the shop at once. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}

/** `/content/:kind/:id` (`new` for a new record): the kind's form. */
export function ContentEditPage() {
  const { kind: slug = '', id = 'new' } = useParams();
  const kind = contentKind(slug);
  if (!kind || kind.singleton) return <NotAKind />;
  if (id === 'new')
    return <ContentEditor kind={kind} id={null} record={null} heading={`New ${kind.singular}`} />;
  return <ExistingRecord kind={kind} id={id} />;
}

function ExistingRecord({ kind, id }: { kind: ContentPageKind; id: string }) {
  const item = useQuery(contentItemQuery(kind, id));
  return (
    <QueryState isPending={item.isPending} error={item.error}>
      {item.data && (
        <ContentEditor kind={kind} id={id} record={item.data} heading={`Edit ${kind.singular}`} />
      )}
    </QueryState>
  );
}

function SingletonEditor({ kind }: { kind: ContentPageKind }) {
  const records = useQuery(contentListQuery(kind));
  return (
    <QueryState isPending={records.isPending} error={records.error}>
      {records.data && (
        <ContentEditor
          kind={kind}
          id={null}
          record={records.data[0] ?? null}
          heading={kind.title}
        />
      )}
    </QueryState>
  );
}

function ContentEditor({
  kind,
  id,
  record,
  heading,
}: {
  kind: ContentPageKind;
  id: string | null;
  record: ContentRecord | null;
  heading: string;
}) {
  const canWrite = useCan('staff');
  const navigate = useNavigate();
  const save = useSaveContent(kind);
  const qc = useQueryClient();
  const fields = useMemo(() => fieldsFromSchema(kind.schema, kind.overrides), [kind]);
  return (
    <>
      {!kind.singleton && (
        <Link
          to={`/content/${kind.slug}`}
          className="text-sm text-brand-700 underline dark:text-brand-300"
        >
          All {kind.title.toLowerCase()}
        </Link>
      )}
      <PageHeader title={heading} />
      <SchemaForm
        aria-label={heading}
        schema={kind.schema}
        fields={fields}
        record={record}
        readOnly={!canWrite}
        submitLabel={kind.singleton ? 'Save' : id ? 'Save changes' : `Create ${kind.singular}`}
        onSubmit={async (body) => {
          const answer = await save.mutateAsync({ id, body });
          toast.success(`The ${kind.singular} was saved.`);
          if (!kind.singleton) void navigate(`/content/${kind.slug}`);
          return answer.data;
        }}
        onReload={
          kind.singleton
            ? async () =>
                (await qc.fetchQuery({ ...contentListQuery(kind), staleTime: 0 }))[0] ?? {}
            : id
              ? () => qc.fetchQuery({ ...contentItemQuery(kind, id), staleTime: 0 })
              : undefined
        }
      />
    </>
  );
}

function NotAKind() {
  return (
    <>
      <PageHeader title="No such content" />
      <Button variant="link" onClick={() => history.back()}>
        Go back
      </Button>
    </>
  );
}
