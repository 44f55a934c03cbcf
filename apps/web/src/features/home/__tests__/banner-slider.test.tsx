import type { Banner } from '@vastra/contracts';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, testQueryClient } from '@/test/render';
import { controlIntersections } from '@vastra/ui/test/intersection';
import { BannerSlider, bannerPlugins } from '../components/banner-slider';

const banners: Banner[] = ['Festive', 'Denim', 'Linen'].map((title, i) => ({
  _id: `b${i}`,
  image: `/static/banners/${i}.svg`,
  title,
  subtitle: '',
  link: '/products?type=latest',
}));

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

let setInView: (inView: boolean) => void;
beforeEach(() => {
  setInView = controlIntersections();
  mockReducedMotion(false);
});
afterEach(() => vi.restoreAllMocks());

/** The slider with its real autoplay plugin, handed in so the test can ask it whether it plays. */
function renderSlider() {
  const [autoplay] = bannerPlugins();
  const spy = vi.spyOn(autoplay!, 'init');
  const client = testQueryClient();
  client.setQueryData(['banners'], banners);
  renderRoute(<BannerSlider plugins={[autoplay!]} />, { client });
  return { autoplay: autoplay!, initialised: () => spy.mock.calls.length > 0 };
}

describe('banner slider', () => {
  it('slides (no cross-fade) and waits at least 5 s on each banner', () => {
    const plugins = bannerPlugins();
    expect(plugins.map((p) => p.name)).toEqual(['autoplay']);
    expect(plugins[0]!.options.delay).toBeGreaterThanOrEqual(5000);
  });

  it('pauses while the pointer is over it or focus is inside, and goes on after', () => {
    const [autoplay] = bannerPlugins();
    expect(autoplay!.options).toMatchObject({
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      // Leaving (pointer out, focus out) lets it go on; a swipe does not stop it for good.
      stopOnInteraction: false,
      // The carousel starts it: once the page has loaded and the slider is on screen.
      playOnInit: false,
    });
  });

  it('never moves on its own with prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    const { autoplay, initialised } = renderSlider();
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(3));
    act(() => setInView(true));
    expect(initialised()).toBe(false);
    expect(autoplay.isPlaying()).toBe(false);
    expect([...document.querySelectorAll('img')].map((i) => i.alt)).toEqual([
      'Festive',
      'Denim',
      'Linen',
    ]);
  });
});
