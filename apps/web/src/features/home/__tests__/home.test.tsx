import {
  HERO_SLIDE,
  Msg,
  type BlogsResponse,
  type CategoriesResponse,
  type Category,
  type Style,
  type TestimonialsResponse,
} from '@vastra/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { BlogsSection } from '../components/blogs-section';
import { GetTheLook, styleHref } from '../components/get-the-look';
import { Hero, heroHidden, heroVideoWanted } from '../components/hero';
import { seeAllHref } from '../components/product-carousel';
import { ShopViaCategory } from '../components/shop-via-category';
import { TestimonialsSection } from '../components/testimonials-section';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('hero', () => {
  it('shows the exact heading and subtitle, forces mute and logs a failed autoplay', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new Error('NotAllowedError'));
    renderRoute(<Hero />);
    expect(screen.getByRole('heading', { name: Msg.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(Msg.heroSubtitle)).toBeInTheDocument();
    expect(document.querySelector('video')?.muted).toBe(true);
    await waitFor(() => expect(play).toHaveBeenCalled());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Autoplay failed:', expect.any(Error)));
    play.mockRestore();
    error.mockRestore();
  });

  it('starts the video only after the page load event (the poster is the LCP), with no autoplay attribute loading it early', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // Frames and timers run when the test says: every one there is, before and after the load.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    renderRoute(<Hero />);
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('poster', HERO_SLIDE.poster);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    await act(() => vi.runAllTimersAsync());
    expect(play).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await act(() => vi.runAllTimersAsync());
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
    readyState.mockRestore();
  });

  it('pauses the video in a hidden tab and once scrolled past, and plays on when seen again', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    renderRoute(<Hero />);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(pause).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(play).toHaveBeenCalledTimes(2);
    // Scrolled past 80% of the hero (jsdom gives it no height: the window's is used).
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(window.innerHeight);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(pause).toHaveBeenCalledTimes(2);
    scrollY.mockReturnValue(0);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('index.html preloads the same poster, with high priority, and paints it statically, on / only', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../../index.html'), 'utf8');
    expect(html).toContain(`l.href = '${HERO_SLIDE.poster}'`);
    // …and paints it in the static first paint, before the app's scripts run.
    expect(html).toContain(`<img src="${HERO_SLIDE.poster}" alt="" fetchpriority="high"`);
    expect(html).toContain("setAttribute('fetchpriority', 'high')");
    expect(html).toContain("location.pathname === '/'");
  });

  it('keeps the poster and never loads the video on Save-Data or a 2G connection', async () => {
    expect(heroVideoWanted(undefined)).toBe(true);
    expect(heroVideoWanted({ effectiveType: '4g' })).toBe(true);
    expect(heroVideoWanted({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(heroVideoWanted({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(heroVideoWanted({ effectiveType: '2g' })).toBe(false);
    expect(heroVideoWanted({ effectiveType: 'slow-2g' })).toBe(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      renderRoute(<Hero />);
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      await act(() => vi.runAllTimersAsync());
      expect(play).not.toHaveBeenCalled();
      expect(document.querySelector('video')).toHaveAttribute('poster', HERO_SLIDE.poster);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
      play.mockRestore();
    }
  });

  it('reads no layout while it mounts (a read during hydration forces a layout of the page)', () => {
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    renderRoute(<Hero />);
    expect(offsetHeight).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
    expect(scrollY).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(scrollY).toHaveBeenCalled();
    offsetHeight.mockRestore();
    rect.mockRestore();
    scrollY.mockRestore();
  });

  it('hides past 80% of its height', () => {
    expect(heroHidden(799, 1000)).toBe(false);
    expect(heroHidden(801, 1000)).toBe(true);
  });
});

describe('See All and style links', () => {
  it('follows the carousel rules', () => {
    expect(seeAllHref('Trending Products')).toBe('/products?type=trending');
    expect(seeAllHref('Our latest picks')).toBe('/products?type=latest');
    expect(seeAllHref("Don't Miss These!")).toBe('/products');
    expect(styleHref({ _id: 's1' }, 1)).toBe('/influencer-style/s1');
    expect(styleHref({ _id: 's1' }, 3)).toBe('/all-styles/s1');
  });
});

const category = (name: string, i: number): Category => ({
  _id: String(i).repeat(24),
  name,
  slug: name.toLowerCase(),
  image: `/static/categories/${name}.svg`,
  subcategories: [],
});

describe('Shop via Category', () => {
  it('shows at most the first 2 categories in upper case, linking to their pages', async () => {
    const body: CategoriesResponse = {
      success: true,
      categories: [category('Men', 1), category('Women', 2), category('Kids', 3)],
    };
    server.use(http.get('/api/category', () => HttpResponse.json(body)));
    renderRoute(<ShopViaCategory />);
    expect(screen.getByRole('heading', { name: 'Shop via Category' })).toBeInTheDocument();
    expect(
      screen.getByText('Elevate your style with our versatile collection'),
    ).toBeInTheDocument();
    expect(await screen.findByText('MEN')).toBeInTheDocument();
    expect(screen.getByText('WOMEN').closest('a')).toHaveAttribute(
      'href',
      `/women/${'2'.repeat(24)}`,
    );
    expect(screen.queryByText('KIDS')).not.toBeInTheDocument();
  });

  it.each([
    ['failure', () => new HttpResponse(null, { status: 500 }), Msg.categoriesLoadFailed],
    [
      'invalid data',
      () => HttpResponse.json({ success: true, categories: 'nope' }),
      Msg.categoriesInvalid,
    ],
    [
      'no categories',
      () => HttpResponse.json({ success: true, categories: [] }),
      Msg.noCategoriesAvailable,
    ],
  ])('on %s says the contract message', async (_name, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/category', answer));
    renderRoute(<ShopViaCategory />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

const style = (i: number): Style => ({
  _id: String(i).repeat(24),
  name: `Look ${i}`,
  title: `Look ${i} alt`,
  image: ` /static/styles/look-${i}.svg `,
  hashtag: 'vastra',
  description: '',
  influencerId: [],
  influencers: [],
});

describe('Get the Look', () => {
  it("says 'No styles available.' for none", async () => {
    server.use(http.get('/api/styles', () => HttpResponse.json({ success: true, data: [] })));
    renderRoute(<GetTheLook />);
    expect(await screen.findByText(Msg.noStyles)).toBeInTheDocument();
  });

  it('links a single style to /influencer-style/{id}, with the image trimmed', async () => {
    server.use(
      http.get('/api/styles', () => HttpResponse.json({ success: true, data: [style(1)] })),
    );
    renderRoute(<GetTheLook />);
    const img = await screen.findByRole('img', { name: 'Look 1 alt' });
    expect(img).toHaveAttribute('src', '/static/styles/look-1.svg');
    expect(img.closest('a')).toHaveAttribute('href', `/influencer-style/${'1'.repeat(24)}`);
  });

  it('slides several styles, each linking to /all-styles/{id}', async () => {
    server.use(
      http.get('/api/styles', () =>
        HttpResponse.json({ success: true, data: [style(1), style(2), style(3)] }),
      ),
    );
    renderRoute(<GetTheLook />);
    expect((await screen.findByRole('img', { name: 'Look 2 alt' })).closest('a')).toHaveAttribute(
      'href',
      `/all-styles/${'2'.repeat(24)}`,
    );
  });

  it('shows the error line on failure', async () => {
    server.use(http.get('/api/styles', () => new HttpResponse(null, { status: 500 })));
    renderRoute(<GetTheLook />);
    expect(await screen.findByText(Msg.stylesFailed)).toBeInTheDocument();
  });
});

describe('home carousels, accessible names', () => {
  it('testimonial stars are one image named by the rating', async () => {
    const body: TestimonialsResponse = {
      success: true,
      data: [1, 2, 3].map((i) => ({
        _id: `t${i}`,
        name: `Shopper ${i}`,
        image: '',
        message: 'Lovely fabric.',
        location: 'Pune',
        rating: 4,
      })),
    };
    server.use(http.get('/api/testimonials', () => HttpResponse.json(body)));
    renderRoute(<TestimonialsSection />);
    expect(await screen.findAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(3);
  });

  it('a blog card is one link (its title); the image link repeating it is hidden from the keyboard and screen readers', async () => {
    const body: BlogsResponse = {
      success: true,
      data: [1, 2].map((i) => ({
        _id: `b${i}`,
        title: `Style note ${i}`,
        slug: `style-note-${i}`,
        postedOn: '2026-11-01T00:00:00.000Z',
        image: `/static/blogs/${i}.svg`,
        author: 'Vastra',
        excerpt: 'Layers for the season.',
        description: 'Layers for the season.',
      })),
    };
    server.use(http.get('/api/blogs', () => HttpResponse.json(body)));
    renderRoute(<BlogsSection />);
    await screen.findByRole('link', { name: 'Style note 1' });
    const links = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/blogdetails/'));
    expect(links.map((a) => a.textContent)).toEqual(['Style note 1', 'Style note 2']);
    const imageLinks = [...document.querySelectorAll('a[href^="/blogdetails/"]')].filter(
      (a) => !a.textContent,
    );
    expect(imageLinks).toHaveLength(2);
    for (const a of imageLinks) expect(a).toHaveAttribute('tabindex', '-1');
  });
});
