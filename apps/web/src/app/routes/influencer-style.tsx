import { Msg } from '@vastra/contracts';
import { useParams } from 'react-router-dom';
import { useStyle } from '@/features/lookbook/api/get-style';
import {
  InfluencerProfiles,
  InfluencerProfilesSkeleton,
  StyleHero,
} from '@/features/lookbook/components/influencer-profiles';
import { usePageTitle } from '@/lib/use-page-title';

/** `/influencer-style/{styleId}`: one style (the home card links here when it is the only style). */
export function Component() {
  const { styleId } = useParams();
  const { data: style, isPending, isError } = useStyle(styleId);
  usePageTitle(style?.name ?? 'Get the Look');
  return (
    <div className="mx-auto max-w-[90rem] space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      {isPending ? (
        <InfluencerProfilesSkeleton />
      ) : isError || !style ? (
        <p role="alert" className="py-16 text-center text-danger-text">
          {Msg.stylesFailed}
        </p>
      ) : (
        <>
          <StyleHero style={style} />
          <InfluencerProfiles influencers={style.influencers} />
        </>
      )}
    </div>
  );
}
