import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from './cx';
import { useAutoplayAllowed, usePrefersReducedMotion } from './use-autoplay-gate';

type EmblaArgs = Parameters<typeof useEmblaCarousel>;
export type CarouselOptions = NonNullable<EmblaArgs[0]>;
export type CarouselPlugin = NonNullable<EmblaArgs[1]>[number];

/** Embla's auto-advancing plugins (`Autoplay`, `AutoScroll`): the carousel decides when they run. */
const AUTOPLAY_PLUGINS = new Set(['autoplay', 'autoScroll']);
const isAutoplay = (p: CarouselPlugin) => AUTOPLAY_PLUGINS.has(p.name);
const canPlay = (p: unknown): p is { play: () => void; stop: () => void } =>
  typeof (p as { play?: unknown }).play === 'function' &&
  typeof (p as { stop?: unknown }).stop === 'function';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  options?: CarouselOptions;
  /**
   * Pass a stable array (useMemo / useState): a new one re-initialises the carousel. Create
   * `Autoplay` / `AutoScroll` with `playOnInit: false`: the carousel plays them only after the page
   * has loaded and while it is on screen, and leaves them out with prefers-reduced-motion.
   */
  plugins?: CarouselPlugin[];
  /** Width of each slide, e.g. basis classes per breakpoint. */
  slideClassName?: string;
  /** Gap between slides in px (padding-based, as embla recommends). */
  gap?: number;
  dots?: boolean;
  /**
   * Start embla (it measures every slide: a forced layout) only once the carousel comes within a
   * screen of the viewport, not while the page loads.
   */
  startNearViewport?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** Whether the element has come within a screen of the viewport (always true when not `waiting`). */
function useCameNear(ref: RefObject<HTMLElement | null>, waiting: boolean): boolean {
  const [near, setNear] = useState(() => !waiting || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}

/** A thin wrapper over embla: region semantics, slide labels ('3 of 10'), optional dots. */
export function Carousel({
  label,
  children,
  options,
  plugins,
  slideClassName,
  gap = 12,
  dots = false,
  startNearViewport = false,
  className,
  style,
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const activePlugins = useMemo(
    () => (reducedMotion ? plugins?.filter((p) => !isAutoplay(p)) : plugins),
    [plugins, reducedMotion],
  );
  const [viewportRef, api] = useEmblaCarousel(options, activePlugins);
  const near = useCameNear(rootRef, startNearViewport);
  const autoplayAllowed = useAutoplayAllowed(rootRef);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const slides = Children.toArray(children);

  const onSelect = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    onSelect();
    const onReInit = () => {
      setSnaps(api.scrollSnapList());
      onSelect();
    };
    api.on('select', onSelect);
    api.on('reInit', onReInit);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onReInit);
    };
  }, [api, onSelect]);

  useEffect(() => {
    if (!api) return;
    const apply = () => {
      // Embla's plugins cannot start with a single snap (nothing to advance to).
      const movable = api.scrollSnapList().length > 1;
      for (const plugin of Object.values(api.plugins())) {
        if (!isAutoplay(plugin) || !canPlay(plugin)) continue;
        if (autoplayAllowed && movable) plugin.play();
        else plugin.stop();
      }
    };
    apply();
    // A resize or new slides re-initialise the plugins (stopped again, as playOnInit is false).
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, autoplayAllowed]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('relative', className)}
      style={style}
    >
      <div ref={near ? viewportRef : undefined} className="overflow-hidden">
        <div className="flex touch-pan-y" style={{ marginLeft: -gap }}>
          {slides.map((child, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={cx('min-w-0 shrink-0 grow-0', slideClassName)}
              style={{ paddingLeft: gap }}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      {dots && snaps.length > 1 && (
        <div className="mt-5 flex flex-wrap justify-center">
          {snaps.map((_, i) => (
            // A 24×24 px target (WCAG 2.5.8) around the small visible dot.
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(i)}
              className="group grid h-6 min-w-6 place-items-center px-1"
            >
              <span
                aria-hidden
                className={cx(
                  'block h-2 rounded-full transition-all duration-300',
                  i === selected ? 'w-6 bg-ink' : 'w-2 bg-ink/25 group-hover:bg-ink/50',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
