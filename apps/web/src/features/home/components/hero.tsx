import { HERO_SLIDE, Msg } from '@vastra/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';
import { usePageVisible } from '@vastra/ui/use-visibility';

/** Resolves after the page's load event, once the poster is decoded and two frames have painted. */
async function whenPosterShown(src: string): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise<void>((resolve) =>
      window.addEventListener('load', () => resolve(), { once: true }),
    );
  }
  const img = new Image();
  img.src = src;
  if (typeof img.decode === 'function') await img.decode().catch(() => undefined);
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection can take the video: not when it asks to save data or is 2G-slow. */
export function heroVideoWanted(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '');
}

/** Hidden once the scroll passes 80% of the hero's height; shown again above it. */
export function heroHidden(scrollY: number, heroHeight: number): boolean {
  return scrollY > heroHeight * 0.8;
}

/**
 * Full-screen video hero fixed below the 3.5 rem top bar, behind the page. Muted, looping,
 * autoplay forced (started by script after the load event, never on Save-Data or 2G); 40% overlay; fades out (300 ms) past 80%
 * of its height. The poster paints first. The video pauses while the hero is faded out or the tab
 * is hidden (decoding frames nobody sees costs a phone's main thread), and plays on when seen again.
 */
export function Hero() {
  const ref = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [hidden, setHidden] = useState(false);
  const [posterShown, setPosterShown] = useState(false);
  const pageVisible = usePageVisible();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
    let cancelled = false;
    // The poster is the LCP (preloaded by index.html): the video's download starts only once the
    // page has loaded and the poster is on screen, so it never competes with the poster or the
    // scripts on a slow network. On Save-Data or a 2G connection the poster stays.
    const { connection } = navigator as Navigator & { connection?: Connection };
    if (!heroVideoWanted(connection)) return;
    void whenPosterShown(HERO_SLIDE.poster).then(() => {
      if (!cancelled) setPosterShown(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const playing = posterShown && !hidden && pageVisible;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !posterShown) return;
    if (!playing) {
      video.pause?.();
      return;
    }
    const played = video.play?.();
    if (played && typeof played.catch === 'function') {
      played.catch((err: unknown) => console.error('Autoplay failed:', err));
    }
  }, [playing, posterShown]);

  useEffect(() => {
    // Read on scroll only, never at mount: a layout read while the page hydrates forces a layout of
    // the whole document (a page restored further down gets its scroll event all the same).
    const onScroll = () =>
      setHidden(heroHidden(window.scrollY, ref.current?.offsetHeight || window.innerHeight));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <>
      <div
        ref={ref}
        data-testid="hero"
        aria-hidden={hidden || undefined}
        className={cx(
          'fixed inset-x-0 top-14 z-0 h-[calc(100svh-3.5rem)] overflow-hidden bg-gray-950 transition-opacity duration-300',
          hidden ? 'pointer-events-none opacity-0' : 'opacity-100',
        )}
      >
        <video
          ref={videoRef}
          className="absolute inset-0 h-full w-full object-cover"
          poster={HERO_SLIDE.poster}
          muted
          loop
          playsInline
          preload="none"
        >
          <source src={HERO_SLIDE.video} type="video/webm" />
          <source src={HERO_SLIDE.videoMp4} type="video/mp4" />
          {Msg.videoUnsupported}
        </video>
        <div className="absolute inset-0 bg-black/40" />
        <div className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-black/10" />
        <div className="relative flex h-full flex-col items-center justify-center px-6 text-center text-white">
          <p className="mb-5 text-[0.7rem] font-semibold uppercase tracking-[0.45em] text-white/80">
            New Season · 2026
          </p>
          <h1 className="max-w-4xl font-display text-4xl font-semibold leading-[1.08] tracking-tight drop-shadow-sm sm:text-5xl lg:text-7xl">
            {HERO_SLIDE.title}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-white/85 md:text-lg">
            {HERO_SLIDE.description}
          </p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            <Link
              to="/products?type=latest"
              className="inline-flex h-12 items-center justify-center rounded-md bg-white px-6 text-sm font-semibold uppercase tracking-[0.16em] text-gray-950 shadow-sm transition hover:bg-white/90"
            >
              Shop New Arrivals
            </Link>
            <Link
              to="/trending"
              className="inline-flex h-12 items-center justify-center rounded-md border border-white/70 px-6 text-sm font-semibold uppercase tracking-[0.16em] text-white transition hover:bg-white/10"
            >
              Trending Now
            </Link>
          </div>
        </div>
      </div>
      {/* The page scrolls over the fixed hero: this spacer reserves its height. */}
      <div aria-hidden className="h-[calc(100svh-3.5rem)]" />
    </>
  );
}
