import {
  FIT_ANSWER_LABELS,
  Msg,
  type Review,
  type ReviewSort,
  type ReviewSummary,
} from '@vastra/contracts';
import { useState } from 'react';
import { Badge } from '@vastra/ui/badge';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import { StarIcon } from '@vastra/ui/icons';
import { Modal } from '@vastra/ui/modal';
import { Select } from '@vastra/ui/select';
import { Skeleton } from '@vastra/ui/skeleton';
import { signInToContinue } from '@/entities/session';
import { useReviews } from '@/entities/review/api/list-reviews';
import { useMarkHelpful } from '@/entities/review/api/mark-helpful';
import { formatDateLong } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AwaitingDeliveryNotice } from './awaiting-delivery-notice';

/** The sorts the UI offers (the API also knows `oldest`). */
const REVIEW_SORT_OPTIONS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Most Recent' },
  { value: 'helpful', label: 'Most Helpful' },
  { value: 'highest', label: 'Highest Rated' },
  { value: 'lowest', label: 'Lowest Rated' },
];
const RATING_OPTIONS = [
  { value: '', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r} star${r === 1 ? '' : 's'}` })),
];
export const LOGIN_TO_VOTE = 'Please login to mark a review as helpful.';
const PAGE = 5;

/** Five stars filled to `value`; `tone` is their colour class (the brand's unless told). */
function Stars({ value, tone = 'text-brand-500' }: { value: number; tone?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      className={cx('inline-flex items-center gap-0.5', tone)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon
          key={i}
          className={cx(
            'size-4',
            i <= rounded ? 'opacity-100' : i - 0.5 === rounded ? 'opacity-60' : 'opacity-20',
          )}
        />
      ))}
    </span>
  );
}

function Summary({
  summary,
  onPick,
  active,
}: {
  summary: ReviewSummary;
  onPick: (rating: string) => void;
  active: string;
}) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center lg:flex-col lg:items-stretch">
      <div className="flex items-center gap-4">
        <p className="font-display text-5xl font-semibold">{summary.average.toFixed(1)}</p>
        <div>
          <Stars value={summary.average} />
          <p className="mt-1 text-sm text-ink-muted">
            Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      </div>
      <ul className="flex-1 space-y-1.5" aria-label="Rating breakdown">
        {(['5', '4', '3', '2', '1'] as const).map((r) => {
          const n = summary.distribution[r];
          const pct = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={r}>
              <button
                type="button"
                onClick={() => onPick(active === r ? '' : r)}
                aria-pressed={active === r}
                className={cx(
                  'flex w-full items-center gap-3 rounded px-1 py-0.5 text-xs hover:bg-surface-muted',
                  active === r ? 'bg-surface-muted text-ink' : 'text-ink-muted',
                )}
              >
                <span aria-hidden className="w-6 text-right">
                  {r}★
                </span>
                <span className="sr-only">
                  {r} star reviews: {n}
                </span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted dark:bg-white/10">
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${pct}%` }}
                  />
                </span>
                <span aria-hidden className="w-8 text-right tabular-nums">
                  {n}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({
  review,
  onHelpful,
  voting,
}: {
  review: Review;
  onHelpful: () => void;
  voting: boolean;
}) {
  const [zoom, setZoom] = useState(false);
  return (
    <li className="py-5">
      <article aria-label={`Review by ${review.user.name}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars value={review.rating} />
          <span className="text-sm font-semibold">{review.user.name}</span>
          {review.verified && <Badge tone="success">Verified Purchase</Badge>}
          {review.fit && (
            <span className="text-xs text-ink-muted">Fit: {FIT_ANSWER_LABELS[review.fit]}</span>
          )}
          <time dateTime={review.date} className="text-xs text-ink-muted sm:ml-auto">
            {formatDateLong(review.date || review.createdAt)}
          </time>
        </div>
        <p className="mt-2 whitespace-pre-line text-sm leading-6 text-ink">{review.comment}</p>
        {review.image && (
          <>
            <button
              type="button"
              onClick={() => setZoom(true)}
              className="mt-3 block overflow-hidden rounded-md ring-1 ring-line"
              aria-label="View review photo"
            >
              <img src={review.image} alt="" loading="lazy" className="size-20 object-cover" />
            </button>
            <Modal
              open={zoom}
              onClose={() => setZoom(false)}
              title={`Photo from ${review.user.name}`}
              size="lg"
            >
              <img
                src={review.image}
                alt={`Shared by ${review.user.name} with the review`}
                className="mx-auto max-h-[75vh] w-auto p-4"
              />
            </Modal>
          </>
        )}
        <div className="mt-3">
          <Button
            variant="outline"
            size="custom"
            onClick={onHelpful}
            disabled={review.votedHelpful || voting}
            aria-pressed={review.votedHelpful}
            className="h-7 px-3 text-xs tracking-wide"
          >
            👍 Helpful ({review.helpful})
          </Button>
        </div>
      </article>
    </li>
  );
}

/** Ratings & Reviews: summary with breakdown, rating filter, sorts, photos, helpful votes. */
export function ProductReviews({ productId }: { productId: string }) {
  const [rating, setRating] = useState('');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [limit, setLimit] = useState(PAGE);
  const { isLoggedIn } = useSession();
  const query = useReviews(productId, {
    rating: rating ? Number(rating) : undefined,
    sort,
    limit,
    page: 1,
  });
  const helpful = useMarkHelpful(productId);

  const vote = (id: string) => {
    if (!isLoggedIn) {
      signInToContinue(LOGIN_TO_VOTE, { kind: 'helpful', productId, reviewId: id }, 'info');
      return;
    }
    helpful.mutate(id);
  };

  const pickRating = (r: string) => {
    setRating(r);
    setLimit(PAGE);
  };

  let content;
  if (query.isPending)
    content = (
      <div className="space-y-4" role="status" aria-label="Loading reviews">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  else if (query.isError)
    content = (
      <p role="alert" className="rounded-md bg-danger/5 p-4 text-sm text-danger-text">
        {Msg.reviewsLoadFailed}
      </p>
    );
  else {
    const { data, summary, pagination } = query.data;
    if (summary.count === 0)
      content = (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-6 py-12 text-center">
          <Stars value={0} tone="text-ink-muted" />
          <p className="font-semibold">No reviews yet</p>
          <p className="max-w-sm text-sm text-ink-muted">
            Bought this? Share your thoughts from Your Orders and help others find their fit.
          </p>
        </div>
      );
    else
      content = (
        <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
          <Summary summary={summary} onPick={pickRating} active={rating} />
          <div>
            <div className="flex flex-wrap gap-3 border-b border-line pb-4">
              <Select
                srLabel="Filter by rating"
                value={rating}
                onChange={(e) => pickRating(e.target.value)}
                options={RATING_OPTIONS}
                wrapperClassName="w-40"
                compact
              />
              <Select
                srLabel="Sort reviews"
                value={sort}
                onChange={(e) => {
                  const next = REVIEW_SORT_OPTIONS.find((o) => o.value === e.target.value);
                  if (next) setSort(next.value);
                }}
                options={REVIEW_SORT_OPTIONS}
                wrapperClassName="w-44"
                compact
              />
            </div>
            {data.length === 0 ? (
              <p className="py-8 text-sm text-ink-muted">No reviews with this rating yet.</p>
            ) : (
              <ul
                className={cx('divide-y divide-line', query.isPlaceholderData && 'opacity-60')}
                aria-label="Reviews"
              >
                {data.map((r) => (
                  <ReviewItem
                    key={r._id}
                    review={r}
                    onHelpful={() => vote(r._id)}
                    voting={helpful.isPending && helpful.variables === r._id}
                  />
                ))}
              </ul>
            )}
            {pagination.total > data.length && (
              <Button
                variant="outline"
                className="mt-2"
                onClick={() => setLimit((l) => l + PAGE)}
                loading={query.isFetching}
              >
                Show more reviews
              </Button>
            )}
          </div>
        </div>
      );
  }

  return (
    <section id="reviews" aria-labelledby="reviews-h" className="scroll-mt-24">
      <h2 id="reviews-h" className="font-display text-2xl font-semibold">
        Ratings &amp; Reviews
      </h2>
      <AwaitingDeliveryNotice productId={productId} />
      <div className="mt-6">{content}</div>
    </section>
  );
}
