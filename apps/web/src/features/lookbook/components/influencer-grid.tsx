import type { Influencer } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { cn } from '@vastra/ui/cn';
import { Skeleton } from '@vastra/ui/skeleton';

export type GalleryView = 4 | 6;

export interface LookTile {
  /** The look (influencer product) id: the tile links to /influencer-product/{id}. */
  id: string;
  image: string;
  title: string;
  handle: string;
}

/** One tile per look of each influencer; an influencer without looks shows nothing to open. */
export function looksOf(influencers: readonly Influencer[]): LookTile[] {
  return influencers.flatMap((inf) =>
    inf.looks.map((look) => ({
      id: look._id,
      image: look.image.trim(),
      title: look.title || inf.name,
      handle: inf.instagramHandle.replace(/^@/, ''),
    })),
  );
}

const columns: Record<GalleryView, string> = {
  4: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  6: 'grid-cols-3 md:grid-cols-4 lg:grid-cols-6',
};

/** The influencer image grid: each tile opens the look, captioned with the Instagram handle. */
export function InfluencerGrid({
  tiles,
  view = 4,
  emptyText,
  eagerCount = 0,
}: {
  tiles: LookTile[];
  view?: GalleryView;
  emptyText: string;
  /** How many first pictures load at once and first (the page's main grid: its first row). */
  eagerCount?: number;
}) {
  if (tiles.length === 0)
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-line py-16 text-center text-ink-muted"
      >
        {emptyText}
      </p>
    );
  return (
    <ul className={cn('grid gap-3 sm:gap-4', columns[view])} aria-label="Influencer looks">
      {tiles.map((t, i) => (
        <li key={t.id}>
          <Link to={`/influencer-product/${t.id}`} className="group block">
            <span className="block overflow-hidden rounded-lg bg-surface-muted">
              <img
                src={t.image}
                alt=""
                loading={i < eagerCount ? 'eager' : 'lazy'}
                fetchPriority={i < eagerCount ? 'high' : undefined}
                className="aspect-[3/4] w-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
            </span>
            <span className="mt-2 block px-0.5">
              <span className="block truncate text-sm font-semibold group-hover:underline">
                @{t.handle}
              </span>
              <span
                className={cn(
                  'block truncate text-xs text-ink-muted',
                  view === 6 && 'hidden sm:block',
                )}
              >
                {t.title}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function InfluencerGridSkeleton({
  count = 8,
  view = 4,
}: {
  count?: number;
  view?: GalleryView;
}) {
  return (
    <div
      className={cn('grid gap-3 sm:gap-4', columns[view])}
      role="status"
      aria-label="Loading influencers"
      data-testid="influencer-skeletons"
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-[3/4]" />
      ))}
    </div>
  );
}
