import {
  BannerSlider,
  BlogsSection,
  CouponBanner,
  DealCountdown,
  DontMissSection,
  GetTheLook,
  Hero,
  ShopViaCategory,
  TestimonialsSection,
  TrendingSection,
} from '@/features/home';
import { lazy } from 'react';
import { Deferred } from '@/lib/deferred';
import { usePageTitle } from '@/lib/use-page-title';

const RecentlyViewedRow = lazy(() =>
  import('@/features/recently-viewed/components/recently-viewed-row').then((m) => ({
    default: m.RecentlyViewedRow,
  })),
);

/**
 * Home, top to bottom: hero, coupon banner, Shop via Category, trending, then the banner
 * slider, 'Don't Miss These!' and 'Get the Look', testimonials, the deal countdown, blogs and
 * the products recently viewed on this device (none: nothing).
 */
export function Component() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      {/* Everything after the hero scrolls over it. Each section's minHeight is about its height
          between a phone's and a desktop's: the space it keeps until drawn. */}
      <div className="relative z-10 bg-surface">
        <CouponBanner />
        <Deferred minHeight={900}>
          <ShopViaCategory />
        </Deferred>
        <Deferred minHeight={720}>
          <TrendingSection />
        </Deferred>
        <Deferred minHeight={320}>
          <BannerSlider />
        </Deferred>
        <Deferred minHeight={720}>
          <DontMissSection />
        </Deferred>
        <Deferred minHeight={540}>
          <GetTheLook />
        </Deferred>
        <Deferred minHeight={470}>
          <TestimonialsSection />
        </Deferred>
        <Deferred minHeight={520}>
          <DealCountdown />
        </Deferred>
        <Deferred minHeight={600}>
          <BlogsSection />
        </Deferred>
        <Deferred minHeight={1} clientOnly>
          <RecentlyViewedRow />
        </Deferred>
      </div>
    </>
  );
}
