import { useQuery } from '@tanstack/react-query';
import {
  AdminReviewMsg,
  HideReviewBodySchema,
  REVIEW_VISIBILITIES,
  UnhideReviewBodySchema,
  type AdminReview,
} from '@vastra/contracts/admin/reviews';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ops/confirm-dialog';
import { Pager } from '@/components/ops/pager';
import { toast } from '@/components/ui/toast';
import { useCanWrite } from '@/lib/staff-session';
import { reviewsQuery, useModerateReview } from '../api/reviews-api';

const VISIBILITY_LABEL: Record<(typeof REVIEW_VISIBILITIES)[number], string> = {
  all: 'All reviews',
  visible: 'Shown',
  hidden: 'Hidden',
};

const control =
  'mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900';

/**
 * `/reviews`: every review, newest first, hidden ones included. Staff hide a review with a reason
 * (it leaves the storefront and the product's rating) or show it again.
 */
export function ReviewsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const visibility = (REVIEW_VISIBILITIES as readonly string[]).includes(
    params.get('visibility') ?? '',
  )
    ? (params.get('visibility') as (typeof REVIEW_VISIBILITIES)[number])
    : 'all';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Reached from elsewhere with one product's reviews (`?productId=`).
  const productId = /^[a-f\d]{24}$/i.test(params.get('productId') ?? '')
    ? (params.get('productId') ?? undefined)
    : undefined;
  const list = useQuery(reviewsQuery({ visibility, q: q || undefined, productId, page }));
  const [search, setSearch] = useState(q);
  const set = (next: Record<string, string>) => {
    const sp = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) sp.set(k, v);
      else sp.delete(k);
    }
    if (!('page' in next)) sp.delete('page');
    setParams(sp);
  };

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h1 id="reviews-heading" className="text-2xl font-semibold">
        Reviews
      </h1>
      <form
        role="search"
        aria-label="Filter reviews"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: search.trim() });
        }}
      >
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">
            Product, shopper or words
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={`${id}-vis`} className="block text-sm font-medium">
            Show
          </label>
          <select
            id={`${id}-vis`}
            value={visibility}
            onChange={(e) => set({ visibility: e.target.value === 'all' ? '' : e.target.value })}
            className={control}
          >
            {REVIEW_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_LABEL[v]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white"
        >
          Search
        </button>
      </form>
      <div aria-busy={list.isPending || list.isFetching}>
        {list.isError ? (
          <p role="alert">{list.error.message}</p>
        ) : list.data?.data.length === 0 ? (
          <p>No reviews match.</p>
        ) : (
          <ul aria-label="Reviews" className="space-y-3">
            {list.data?.data.map((r) => (
              <ReviewItem key={r._id} review={r} />
            ))}
          </ul>
        )}
      </div>
      {list.data && (
        <Pager
          label="Pages of reviews"
          noun="reviews"
          pagination={list.data.pagination}
          onPage={(p) => set({ page: String(p) })}
        />
      )}
    </section>
  );
}

export function ReviewItem({ review: r }: { review: AdminReview }) {
  const canWrite = useCanWrite();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-md border p-4 ${r.hidden ? 'border-amber-600 bg-amber-50' : 'border-slate-300'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {r.product.name}: {r.rating} of 5 by {r.userName || 'a shopper'}
        </h2>
        <p className="text-sm text-slate-600">
          {new Date(r.createdAt).toLocaleDateString('en-IN')}
          {r.verified ? ' · Verified purchase' : ''}
        </p>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line">{r.comment}</p>
      {r.hidden && (
        <p className="mt-2 text-sm font-medium text-amber-900">
          Hidden{r.moderation ? ` by ${r.moderation.by}: ${r.moderation.reason}` : ''}
        </p>
      )}
      {canWrite && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium"
          aria-label={`${r.hidden ? 'Show again' : 'Hide'}: review of ${r.product.name} by ${r.userName || 'a shopper'}`}
        >
          {r.hidden ? 'Show again' : 'Hide'}
        </button>
      )}
      {open && <ModerateDialog review={r} onClose={() => setOpen(false)} />}
    </li>
  );
}

function ModerateDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const hide = !review.hidden;
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ConfirmDialog
      title={hide ? 'Hide this review?' : 'Show this review again?'}
      description={
        hide
          ? 'It stays on record but leaves the product page, and the rating is worked out without it.'
          : 'It shows on the product page again and counts in the rating.'
      }
      confirmLabel={hide ? 'Hide review' : 'Show review'}
      danger={hide}
      pending={moderate.isPending}
      onCancel={onClose}
      onConfirm={() => {
        const parsed = (hide ? HideReviewBodySchema : UnhideReviewBodySchema).safeParse({ reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? AdminReviewMsg.reasonRequired);
          return;
        }
        moderate.mutate(
          { id: review._id, hide, reason: parsed.data.reason },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              onClose();
            },
            onError: (err) => setError(err.message),
          },
        );
      }}
    >
      <label htmlFor={id} className="mt-4 block text-sm font-medium">
        {hide ? 'Reason' : 'Reason (optional)'}
      </label>
      <textarea
        id={id}
        rows={3}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        className="mt-1 w-full rounded-md border border-slate-400 p-2 text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
