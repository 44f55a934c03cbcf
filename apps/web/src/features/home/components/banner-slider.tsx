import { Msg, type Banner } from '@vastra/contracts';
import { sameSitePathOr } from '@vastra/contracts/shop-paths';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@vastra/ui/carousel';
import { useBanners } from '@/entities/catalog';

const DEFAULT_BANNER = '/static/banners/new-arrivals.svg';
const BANNER_AUTOPLAY_MS = 1000;
/**
 * The banners' usual size (the demo art is 1600×600): reserves the slide's height before the image
 * arrives (no layout shift); a banner of another shape still takes its own height once loaded.
 */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

/** Embla's `duration` is not in ms; about 500 ms of transition at 60 fps. */
const EMBLA_DURATION = 30;

/** Banner slider: fade transition, autoplay every 1000 ms, no dots or arrows, adaptive height. */
export function BannerSlider() {
  const { data, isPending, isError, error } = useBanners();
  const [plugins] = useState(() => [
    Fade(),
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, playOnInit: false }),
  ]);
  useEffect(() => {
    if (isError) console.error(Msg.bannersFailed, error);
  }, [isError, error]);
  if (isPending)
    return (
      <div
        aria-hidden
        className="mx-auto h-[300px] w-full max-w-[90rem] animate-pulse bg-surface-muted"
      />
    );
  if (isError) return <p className="py-10 text-center text-danger-text">{Msg.bannersFailed}</p>;
  const banners: Pick<Banner, '_id' | 'image' | 'title' | 'link'>[] =
    data.length > 0
      ? data
      : [{ _id: 'default', image: DEFAULT_BANNER, title: 'Vastra', link: '/products' }];
  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 md:px-8">
      <Carousel
        label="Offers"
        options={{ loop: true, duration: EMBLA_DURATION }}
        plugins={plugins}
        slideClassName="basis-full"
        gap={0}
      >
        {banners.map((b, i) => (
          <Link
            key={b._id}
            to={sameSitePathOr(b.link, '/products')}
            className="block overflow-hidden rounded-lg"
          >
            <img
              src={b.image}
              alt={b.title}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="block h-auto w-full"
            />
          </Link>
        ))}
      </Carousel>
    </div>
  );
}
