import { Msg, type Banner } from '@vastra/contracts';
import { sameSitePathOr } from '@vastra/contracts/shop-paths';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@vastra/ui/carousel';
import { useBanners } from '@/entities/catalog';

const DEFAULT_BANNER = '/static/banners/new-arrivals.svg';
/** Long enough to read a banner's words before the next one comes. */
const BANNER_AUTOPLAY_MS = 6000;
/**
 * The banners' usual size (the demo art is 1600×600): reserves the slide's height before the image
 * arrives (no layout shift); a banner of another shape still takes its own height once loaded.
 */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

/** Embla's `duration` is not in ms; about 500 ms of transition at 60 fps. */
const EMBLA_DURATION = 30;

/**
 * The slider's autoplay: a banner stays 6 s, and the slider waits while the pointer is over it or
 * focus is inside it (a shopper reading or about to tap), going on when they leave. The carousel
 * starts it once on screen and leaves it out with prefers-reduced-motion.
 */
export const bannerPlugins = () => [
  Autoplay({
    delay: BANNER_AUTOPLAY_MS,
    stopOnInteraction: false,
    stopOnMouseEnter: true,
    stopOnFocusIn: true,
    playOnInit: false,
  }),
];

/**
 * Banner slider: one banner at a time, sliding to the next every 6 s (a slide, not a cross-fade:
 * two banners' words never show over each other), no dots or arrows, adaptive height.
 */
export function BannerSlider({ plugins: given }: { plugins?: ReturnType<typeof bannerPlugins> }) {
  const { data, isPending, isError, error } = useBanners();
  const [plugins] = useState(() => given ?? bannerPlugins());
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
        startNearViewport
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
