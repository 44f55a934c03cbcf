import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { useCanWrite } from '@/lib/staff-session';
import { ConfirmDialog } from '@/components/ops/confirm-dialog';
import {
  contentItemQuery,
  contentListQuery,
  useDeleteContent,
  useSaveContent,
} from '../api/content-api';
import { contentKind, CONTENT_PAGE_KINDS as CONTENT_KINDS } from '../lib/content-kinds';
import type { ContentPageKind as ContentKind, ContentRecord } from '../lib/content-kind';
import { fieldsFromSchema } from '../lib/schema-fields';
import { ContentTable } from './content-table';
import { SchemaForm } from './schema-form';

const message = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong.');

/** `/content`: the content kinds, one link each. */
export function ContentIndexPage() {
  return (
    <section aria-labelledby="content-heading">
      <h1 id="content-heading" className="text-2xl font-semibold">
        Content
      </h1>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {CONTENT_KINDS.map((k) => (
          <li key={k.slug}>
            <Link
              to={`/content/${k.slug}`}
              className="block rounded-md border border-slate-300 p-4 font-medium hover:bg-slate-50"
            >
              {k.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/content/:kind`: the kind's records (or, for the announcement, its one form). */
export function ContentListPage() {
  const { kind: slug = '' } = useParams();
  const kind = contentKind(slug);
  if (!kind) return <NotAKind />;
  if (kind.singleton) return <SingletonEditor kind={kind} />;
  return <ContentList kind={kind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const canWrite = useCanWrite();
  const list = useQuery(contentListQuery(kind));
  const remove = useDeleteContent(kind);
  const [deleting, setDeleting] = useState<ContentRecord | null>(null);
  return (
    <section aria-labelledby="content-heading" aria-busy={list.isPending}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="content-heading" className="text-2xl font-semibold">
          {kind.title}
        </h1>
        {canWrite && (
          <Link
            to={`/content/${kind.slug}/new`}
            className="rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white"
          >
            New {kind.singular}
          </Link>
        )}
      </div>
      <div className="mt-4">
        {list.isPending ? (
          <p>Loading…</p>
        ) : list.isError ? (
          <p role="alert">{message(list.error)}</p>
        ) : list.data.length === 0 ? (
          <p>No {kind.title.toLowerCase()} yet.</p>
        ) : (
          <ContentTable
            caption={kind.title}
            columns={kind.columns}
            rows={list.data}
            canWrite={canWrite}
            editPath={(row) => `/content/${kind.slug}/${row._id}`}
            onDelete={setDeleting}
          />
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete this ${kind.singular}?`}
          description="It disappears from the shop at once. This cannot be undone."
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(`The ${kind.singular} was deleted.`);
                setDeleting(null);
              },
              onError: (err) => toast.error(message(err)),
            })
          }
        />
      )}
    </section>
  );
}

/** `/content/:kind/:id` (`new` for a new record): the kind's form. */
export function ContentEditPage() {
  const { kind: slug = '', id = 'new' } = useParams();
  const kind = contentKind(slug);
  const isNew = id === 'new';
  const item = useQuery({
    ...contentItemQuery(kind ?? CONTENT_KINDS[0]!, id),
    enabled: !!kind && !isNew,
  });
  if (!kind) return <NotAKind />;
  if (!isNew && item.isPending) return <p aria-busy="true">Loading…</p>;
  if (!isNew && item.isError) return <p role="alert">{message(item.error)}</p>;
  return (
    <ContentEditor
      kind={kind}
      id={isNew ? null : id}
      record={isNew ? null : (item.data ?? null)}
      heading={isNew ? `New ${kind.singular}` : `Edit ${kind.singular}`}
    />
  );
}

function SingletonEditor({ kind }: { kind: ContentKind }) {
  const list = useQuery(contentListQuery(kind));
  if (list.isPending) return <p aria-busy="true">Loading…</p>;
  if (list.isError) return <p role="alert">{message(list.error)}</p>;
  return <ContentEditor kind={kind} id={null} record={list.data[0] ?? null} heading={kind.title} />;
}

function ContentEditor({
  kind,
  id,
  record,
  heading,
}: {
  kind: ContentKind;
  id: string | null;
  record: ContentRecord | null;
  heading: string;
}) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const save = useSaveContent(kind);
  const fields = useMemo(() => fieldsFromSchema(kind.schema, kind.overrides), [kind]);
  return (
    <section aria-labelledby="content-heading">
      {!kind.singleton && (
        <Link to={`/content/${kind.slug}`} className="text-sm text-blue-800 underline">
          Back to {kind.title.toLowerCase()}
        </Link>
      )}
      <h1 id="content-heading" className="mt-2 mb-4 text-2xl font-semibold">
        {heading}
      </h1>
      <SchemaForm
        schema={kind.schema}
        fields={fields}
        record={record}
        readOnly={!canWrite}
        submitLabel={kind.singleton ? 'Save' : id ? 'Save changes' : `Create ${kind.singular}`}
        pending={save.isPending}
        serverError={save.error ? message(save.error) : null}
        onSubmit={(body) =>
          save.mutate(
            { id, body },
            {
              onSuccess: () => {
                toast.success(`The ${kind.singular} was saved.`);
                if (!kind.singleton) void navigate(`/content/${kind.slug}`);
              },
            },
          )
        }
      />
    </section>
  );
}

function NotAKind() {
  return (
    <section>
      <h1 className="text-2xl font-semibold">No such content</h1>
      <Link to="/content" className="text-blue-800 underline">
        All content
      </Link>
    </section>
  );
}
