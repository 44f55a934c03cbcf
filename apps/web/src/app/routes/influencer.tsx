import { Msg } from '@vastra/contracts';
import { useStyles } from '@/entities/catalog/api/get-styles';
import {
  InfluencerProfiles,
  InfluencerProfilesSkeleton,
} from '@/features/lookbook/components/influencer-profiles';
import { usePageTitle } from '@/lib/use-page-title';

/** `/influencer`: every influencer of the lookbook with their looks. */
export function Component() {
  usePageTitle('Our Influencers');
  const { data, isPending, isError } = useStyles();
  return (
    <div className="mx-auto max-w-[90rem] px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-10 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent-text">
          Get the Look
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold">Our Influencers</h1>
        <p className="mx-auto mt-3 max-w-xl text-sm text-ink-muted">
          The creators who style Vastra their way. Tap a look to shop it.
        </p>
      </header>
      {isPending ? (
        <InfluencerProfilesSkeleton />
      ) : isError ? (
        <p role="alert" className="py-16 text-center text-danger-text">
          {Msg.stylesFailed}
        </p>
      ) : (
        <InfluencerProfiles influencers={data.flatMap((s) => s.influencers)} />
      )}
    </div>
  );
}
