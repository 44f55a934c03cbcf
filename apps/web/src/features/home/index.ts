import { lazy } from 'react';

export { Hero } from './components/hero';
export { CouponBanner } from './components/coupon-banner';

/** Below-the-fold sections (the hero fills the first screen): separate chunks, loaded when near or idle. */
export const ShopViaCategory = lazy(() =>
  import('./components/shop-via-category').then((m) => ({ default: m.ShopViaCategory })),
);
export const TrendingSection = lazy(() =>
  import('./components/trending-section').then((m) => ({ default: m.TrendingSection })),
);
export const BannerSlider = lazy(() =>
  import('./components/banner-slider').then((m) => ({ default: m.BannerSlider })),
);
export const DontMissSection = lazy(() =>
  import('./components/dont-miss-section').then((m) => ({ default: m.DontMissSection })),
);
export const GetTheLook = lazy(() =>
  import('./components/get-the-look').then((m) => ({ default: m.GetTheLook })),
);
export const TestimonialsSection = lazy(() =>
  import('./components/testimonials-section').then((m) => ({ default: m.TestimonialsSection })),
);
export const DealCountdown = lazy(() =>
  import('./components/deal-countdown').then((m) => ({ default: m.DealCountdown })),
);
export const BlogsSection = lazy(() =>
  import('./components/blogs-section').then((m) => ({ default: m.BlogsSection })),
);
