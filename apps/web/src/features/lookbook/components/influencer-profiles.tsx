import { Msg, type Influencer, type Style } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Skeleton } from '@vastra/ui/skeleton';
import { InfluencerGrid, looksOf } from './influencer-grid';

/** Influencers, each with photo, name, Instagram handle, bio and their looks. */
export function InfluencerProfiles({ influencers }: { influencers: readonly Influencer[] }) {
  if (influencers.length === 0)
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-line py-16 text-center text-ink-muted"
      >
        {Msg.noInfluencersAvailable}
      </p>
    );
  return (
    <ul className="space-y-12">
      {influencers.map((inf, i) => (
        <li key={inf._id}>
          <section
            aria-labelledby={`inf-${inf._id}`}
            className="grid gap-6 md:grid-cols-[16rem_1fr]"
          >
            <div className="flex items-center gap-4 md:flex-col md:items-start">
              <img
                src={inf.image.trim()}
                alt=""
                className="size-20 rounded-full object-cover ring-2 ring-brand-200 md:size-28"
              />
              <div>
                <h2 id={`inf-${inf._id}`} className="font-display text-xl font-semibold">
                  {inf.name}
                </h2>
                <a
                  href={`https://www.instagram.com/${inf.instagramHandle.replace(/^@/, '')}`}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  @{inf.instagramHandle.replace(/^@/, '')}
                </a>
                {inf.bio && (
                  <p className="mt-2 max-w-xs text-sm leading-6 text-ink-muted">{inf.bio}</p>
                )}
              </div>
            </div>
            <InfluencerGrid
              tiles={looksOf([inf])}
              emptyText={Msg.noProductData}
              eagerCount={i === 0 ? 2 : 0}
            />
          </section>
        </li>
      ))}
    </ul>
  );
}

export function InfluencerProfilesSkeleton() {
  return (
    <div role="status" aria-label="Loading influencers" className="space-y-10">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <Skeleton rounded="rounded-full" className="size-28" />
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="aspect-[3/4]" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Header of a single style (influencer-style page). */
export function StyleHero({ style }: { style: Style }) {
  return (
    <header className="relative overflow-hidden rounded-2xl bg-ink text-white">
      <img
        src={style.image.trim()}
        alt={style.title}
        className="absolute inset-0 h-full w-full object-cover opacity-50"
      />
      <div className="relative px-6 py-16 sm:px-12 sm:py-24">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-brand-200">
          Get the Look
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">{style.name}</h1>
        {style.hashtag && (
          <p className="mt-2 text-sm font-medium text-white/80">
            #{style.hashtag.replace(/^#/, '')}
          </p>
        )}
        {style.description && (
          <p className="mt-4 max-w-xl text-sm leading-6 text-white/85">{style.description}</p>
        )}
        <Link
          to="/all-styles"
          className="mt-6 inline-block text-sm font-semibold underline underline-offset-4"
        >
          Browse all styles
        </Link>
      </div>
    </header>
  );
}
