import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '@/components/ops/pager';
import { toast } from '@/components/ui/toast';
import { useCanWrite } from '@/lib/staff-session';
import { downloadSubscribersCsv, subscribersQuery } from '../api/inbox-api';

/** `/newsletter`: the subscribers, newest first, searchable, and every one of them as CSV. */
export function NewsletterPage() {
  const id = useId();
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(subscribersQuery({ q: q || undefined, page }));
  const [search, setSearch] = useState(q);
  const [exporting, setExporting] = useState(false);
  return (
    <section aria-labelledby="newsletter-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="newsletter-heading" className="text-2xl font-semibold">
          Newsletter subscribers
        </h1>
        {canWrite && (
          <button
            type="button"
            disabled={exporting}
            onClick={() => {
              setExporting(true);
              downloadSubscribersCsv()
                .catch((err: unknown) =>
                  toast.error(err instanceof Error ? err.message : 'The export failed.'),
                )
                .finally(() => setExporting(false));
            }}
            className="rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white disabled:opacity-50"
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        )}
      </div>
      <form
        role="search"
        aria-label="Search subscribers"
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(search.trim() ? { q: search.trim() } : {});
        }}
      >
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">
            E-mail
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded-md border border-slate-500 px-3 py-2 text-sm font-medium"
        >
          Search
        </button>
      </form>
      <div aria-busy={list.isPending || list.isFetching}>
        {list.isError ? (
          <p role="alert">{list.error.message}</p>
        ) : (
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Subscribers</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="px-2 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-2 py-2">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.data.map((s) => (
                <tr key={s._id} className="border-b border-slate-200">
                  <td className="px-2 py-2">{s.email}</td>
                  <td className="px-2 py-2">
                    {new Date(s.subscribedAt).toLocaleDateString('en-IN')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.data?.data.length === 0 && <p className="py-4">No subscribers.</p>}
      </div>
      {list.data && (
        <Pager
          label="Pages of subscribers"
          noun="subscribers"
          pagination={list.data.pagination}
          onPage={(p) => {
            const sp = new URLSearchParams(params);
            sp.set('page', String(p));
            setParams(sp);
          }}
        />
      )}
    </section>
  );
}
