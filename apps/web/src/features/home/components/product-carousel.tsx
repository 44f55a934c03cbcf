import { Msg, type ProductSummary } from '@vastra/contracts';
import AutoScroll from 'embla-carousel-auto-scroll';
import { useState } from 'react';
import { Carousel } from '@vastra/ui/carousel';
import { ProductCard, ProductCardSkeleton } from '@/entities/catalog';
import { SectionHeading, sectionClass } from './section-heading';

export const PRODUCT_CAROUSEL_MAX = 10;

/** See All: /products?type=trending for 'Trending Products', ?type=latest when the title says latest, else /products. */
export function seeAllHref(title: string): string {
  if (title === 'Trending Products') return '/products?type=trending';
  if (title.toLowerCase().includes('latest')) return '/products?type=latest';
  return '/products';
}

/** 2 / 3 / 4 / 5 per view at 0 / 641 / 900 / 1200 px. */
const productSlideClass =
  'basis-1/2 min-[641px]:basis-1/3 min-[900px]:basis-1/4 min-[1200px]:basis-1/5';

/** Continuous, looping autoplay (about one slide per 3000 ms) that pauses on hover. */
function useAutoScroll() {
  const [plugins] = useState(() => [
    AutoScroll({
      speed: 1,
      startDelay: 800,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: true,
      playOnInit: false,
    }),
  ]);
  return plugins;
}

export interface ProductCarouselProps {
  title: string;
  subtitle?: string;
  seeAll?: string;
  products: ProductSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Show nothing instead of the error line ('Don't Miss'). */
  hideOnError?: boolean;
  max?: number;
  id: string;
}

/**
 * Product carousel section: loading skeletons, the red centred error line, nothing when empty,
 * otherwise up to `max` cards.
 */
export function ProductCarousel({
  title,
  subtitle,
  seeAll,
  products,
  isPending,
  isError,
  hideOnError = false,
  max = PRODUCT_CAROUSEL_MAX,
  id,
}: ProductCarouselProps) {
  const plugins = useAutoScroll();
  if (isError && hideOnError) return null;
  if (!isPending && !isError && (products ?? []).length === 0) return null;
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <SectionHeading
        id={id}
        title={title}
        subtitle={subtitle}
        seeAll={seeAll ?? seeAllHref(title)}
      />
      {isPending ? (
        <div
          className="grid grid-cols-2 gap-3 min-[641px]:grid-cols-3 min-[900px]:grid-cols-4 min-[1200px]:grid-cols-5"
          aria-busy="true"
        >
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={i >= 2 ? 'hidden min-[641px]:block' : undefined}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      ) : isError ? (
        <p className="py-10 text-center text-danger-text">{Msg.productsCarouselFailed}</p>
      ) : (
        <Carousel
          startNearViewport
          label={title}
          options={{ loop: true, align: 'start', dragFree: true }}
          plugins={plugins}
          slideClassName={productSlideClass}
          gap={12}
        >
          {(products ?? []).slice(0, max).map((p) => (
            <ProductCard key={p._id} product={p} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
