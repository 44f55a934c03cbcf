import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from './cn';

type EmblaArgs = Parameters<typeof useEmblaCarousel>;
export type CarouselOptions = NonNullable<EmblaArgs[0]>;
export type CarouselPlugin = NonNullable<EmblaArgs[1]>[number];

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  options?: CarouselOptions;
  /** Pass a stable array (useMemo / useState): a new one re-initialises the carousel. */
  plugins?: CarouselPlugin[];
  /** Width of each slide, e.g. basis classes per breakpoint. */
  slideClassName?: string;
  /** Gap between slides in px (padding-based, as embla recommends). */
  gap?: number;
  dots?: boolean;
  className?: string;
  style?: CSSProperties;
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
  className,
  style,
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
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

  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn('relative', className)} style={style}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" style={{ marginLeft: -gap }}>
          {slides.map((child, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={cn('min-w-0 shrink-0 grow-0', slideClassName)}
              style={{ paddingLeft: gap }}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      {dots && snaps.length > 1 && (
        <div className="mt-6 flex justify-center gap-2">
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(i)}
              className={cn(
                'h-2 rounded-full transition-all duration-300',
                i === selected ? 'w-6 bg-ink' : 'w-2 bg-ink/25 hover:bg-ink/50',
              )}
            />
          ))}
        </div>
      )}
    </section>
  );
}
