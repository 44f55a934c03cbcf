import { useQuery } from '@tanstack/react-query';
import { FIT_ANSWER_LABELS } from '@vastra/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { Input, Textarea } from '@vastra/ui/input';
import { Select } from '@vastra/ui/select';
import {
  HideReviewBodySchema,
  REVIEW_VISIBILITIES,
  UnhideReviewBodySchema,
  type AdminReview,
} from '@vastra/contracts/admin/reviews';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog';
import { DataTable } from '@/components/data-table';
import { PageHeader, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { reviewsQuery, useModerateReview } from '../api/reviews-api';

const VISIBILITY_LABEL: Record<(typeof REVIEW_VISIBILITIES)[number], string> = {
  all: 'All reviews',
  visible: 'Shown',
  hidden: 'Hidden',
};

const shopper = (r: AdminReview) => r.userName || 'a shopper';

/**
 * `/reviews`: every review, newest first, hidden ones included. Staff hide a review with a reason
 * (it leaves the storefront and the product's rating) or show it again.
 */
export function ReviewsPage() {
  const list = useListParams();
  const canWrite = useCan('staff');
  const [moderating, setModerating] = useState<AdminReview | null>(null);
  const { q, productId } = list.filters;
  const visibility = REVIEW_VISIBILITIES.find((v) => v === list.filters.visibility) ?? 'all';
  const reviews = useQuery(
    reviewsQuery({ visibility, q, productId, page: list.page, limit: list.pageSize }),
  );
  const [search, setSearch] = useState(q ?? '');

  const columns: ColumnDef<AdminReview, unknown>[] = [
    { id: 'product', header: 'Product', cell: ({ row }) => row.original.product.name },
    {
      id: 'rating',
      header: 'Rating and fit',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          {row.original.rating} of 5
          <span className="block text-xs text-ink-muted">
            {row.original.fit ? FIT_ANSWER_LABELS[row.original.fit] : 'No fit answer'}
          </span>
        </div>
      ),
    },
    {
      id: 'comment',
      header: 'Review',
      cell: ({ row }) => (
        <div className="max-w-md">
          <p className="whitespace-pre-line">{row.original.comment}</p>
          {row.original.hidden && (
            <p className="mt-1 text-xs font-medium text-danger-text">
              Hidden
              {row.original.moderation
                ? ` by ${row.original.moderation.by}: ${row.original.moderation.reason}`
                : ''}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'shopper',
      header: 'Shopper',
      cell: ({ row }) => (
        <>
          {shopper(row.original)}
          {row.original.verified && (
            <span className="block text-xs text-ink-muted">Verified purchase</span>
          )}
        </>
      ),
    },
    {
      id: 'createdAt',
      header: 'Posted',
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        canWrite ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setModerating(row.original)}
            aria-label={`${row.original.hidden ? 'Show again' : 'Hide'}: review of ${row.original.product.name} by ${shopper(row.original)}`}
          >
            {row.original.hidden ? 'Show again' : 'Hide'}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Reviews"
        description="A hidden review leaves the product page and the rating; it is kept, with why."
      />
      <form
        role="search"
        aria-label="Filter reviews"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          list.update({ filters: { q: search.trim() } });
        }}
      >
        <Input
          label="Product, shopper or words"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          label="Show"
          value={visibility}
          onChange={(e) =>
            list.update({ filters: { visibility: e.target.value === 'all' ? '' : e.target.value } })
          }
          options={REVIEW_VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABEL[v] }))}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <QueryState isPending={false} error={reviews.error}>
        <DataTable
          caption="Reviews"
          columns={columns}
          rows={reviews.data?.data ?? []}
          total={reviews.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={reviews.isFetching}
          empty="No reviews match."
          getRowId={(r) => r._id}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
      {moderating && (
        <ModerateDialog
          key={moderating._id}
          review={moderating}
          onClose={() => setModerating(null)}
        />
      )}
    </>
  );
}

/** Hide (a reason is required) or show again (a reason is optional), after confirmation. */
export function ModerateDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const hide = !review.hidden;
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={hide ? 'Hide this review?' : 'Show this review again?'}
      confirmLabel={hide ? 'Hide review' : 'Show review'}
      danger={hide}
      busy={moderate.isPending}
      onClose={onClose}
      onConfirm={() => {
        const parsed = (hide ? HideReviewBodySchema : UnhideReviewBodySchema).safeParse({ reason });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        moderate.mutate(
          { id: review._id, hide, reason: parsed.data.reason },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              onClose();
            },
            onError: (err) => setError(errorMessage(err)),
          },
        );
      }}
    >
      <p>
        {hide
          ? 'It stays on record but leaves the product page, and the rating is worked out without it.'
          : 'It shows on the product page again and counts in the rating.'}
      </p>
      <blockquote className="mt-3 border-l-2 border-line pl-3 text-ink-muted">
        {review.rating} of 5: {review.comment}
      </blockquote>
      <Textarea
        label={hide ? 'Reason' : 'Reason (optional)'}
        rows={3}
        value={reason}
        error={error}
        wrapperClassName="mt-4"
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
