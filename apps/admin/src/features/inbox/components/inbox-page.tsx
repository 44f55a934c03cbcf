import { useQuery } from '@tanstack/react-query';
import {
  MESSAGE_STATES,
  type AdminMessage,
  type MessageState,
} from '@vastra/contracts/admin/inbox';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '@/components/ops/pager';
import { toast } from '@/components/ui/toast';
import { useCanWrite } from '@/lib/staff-session';
import { messagesQuery, useMessageState } from '../api/inbox-api';

const STATE_LABEL: Record<MessageState, string> = {
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
export function InboxPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const state = (MESSAGE_STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as MessageState)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(messagesQuery({ state, page }));
  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="inbox-heading" className="text-2xl font-semibold">
          Messages
          {list.data && list.data.unread > 0 && (
            <span className="ml-2 text-base font-normal text-slate-600">
              ({list.data.unread} new)
            </span>
          )}
        </h1>
        <div>
          <label htmlFor={`${id}-state`} className="block text-sm font-medium">
            Show
          </label>
          <select
            id={`${id}-state`}
            value={state ?? ''}
            onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {})}
            className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm"
          >
            <option value="">All messages</option>
            {MESSAGE_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={list.isPending || list.isFetching}>
        {list.isError ? (
          <p role="alert">{list.error.message}</p>
        ) : list.data?.data.length === 0 ? (
          <p>No messages.</p>
        ) : (
          <ul aria-label="Messages" className="space-y-3">
            {list.data?.data.map((m) => (
              <MessageItem key={m._id} message={m} />
            ))}
          </ul>
        )}
      </div>
      {list.data && (
        <Pager
          label="Pages of messages"
          noun="messages"
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

export function MessageItem({ message: m }: { message: AdminMessage }) {
  const canWrite = useCanWrite();
  const mark = useMessageState();
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-md border p-4 ${m.state === 'new' ? 'border-blue-700' : 'border-slate-300'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {m.name}
        </h2>
        <p className="text-sm">
          <span className="rounded-full bg-slate-200 px-2 py-0.5 font-medium">
            {STATE_LABEL[m.state]}
          </span>{' '}
          <time dateTime={m.createdAt} className="text-slate-600">
            {new Date(m.createdAt).toLocaleString('en-IN')}
          </time>
        </p>
      </div>
      <p className="mt-1 text-sm">
        <a href={`mailto:${m.email}`} className="text-blue-800 underline">
          {m.email}
        </a>{' '}
        ·{' '}
        <a href={`tel:+91${m.phone}`} className="text-blue-800 underline">
          {m.phone}
        </a>
      </p>
      <p className="mt-2 text-sm whitespace-pre-line">{m.message}</p>
      {canWrite && (
        <div className="mt-3 flex flex-wrap gap-2">
          {MESSAGE_STATES.filter((s) => s !== m.state).map((s) => (
            <button
              key={s}
              type="button"
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate(
                  { id: m._id, state: s },
                  {
                    onSuccess: () => toast.success(`Marked as ${STATE_LABEL[s].toLowerCase()}.`),
                    onError: (err) => toast.error(err.message),
                  },
                )
              }
              aria-label={`${MARK_LABEL[s]}: message from ${m.name}`}
              className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium disabled:opacity-50"
            >
              {MARK_LABEL[s]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
