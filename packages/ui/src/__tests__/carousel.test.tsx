import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselPlugin } from '../carousel';
import { controlIntersections } from '../test/intersection';

/** A stand-in for embla's Autoplay: records what the carousel asks of it. */
function fakeAutoplay() {
  const plugin = {
    name: 'autoplay',
    options: {},
    init: vi.fn(),
    destroy: vi.fn(),
    play: vi.fn(),
    stop: vi.fn(),
  };
  return plugin as typeof plugin & CarouselPlugin;
}

let setInView: (isIntersecting: boolean) => void;

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

function renderCarousel(plugin: CarouselPlugin, startNearViewport = false) {
  const plugins = [plugin];
  return render(
    // containScroll off: jsdom has no layout, so every slide keeps its own snap (3 snaps to move through).
    <Carousel
      label="Offers"
      plugins={plugins}
      options={{ containScroll: false }}
      startNearViewport={startNearViewport}
    >
      <span>one</span>
      <span>two</span>
      <span>three</span>
    </Carousel>,
  );
}

beforeEach(() => {
  setInView = controlIntersections();
  mockReducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Carousel autoplay gate', () => {
  it('plays only while on screen', () => {
    const plugin = fakeAutoplay();
    renderCarousel(plugin);
    expect(plugin.init).toHaveBeenCalled();
    expect(plugin.play).not.toHaveBeenCalled();
    setInView(true);
    expect(plugin.play).toHaveBeenCalledTimes(1);
    plugin.stop.mockClear();
    setInView(false);
    expect(plugin.stop).toHaveBeenCalled();
    expect(plugin.play).toHaveBeenCalledTimes(1);
  });

  it('waits for the page load event before playing', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const plugin = fakeAutoplay();
    renderCarousel(plugin);
    setInView(true);
    expect(plugin.play).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(plugin.play).toHaveBeenCalledTimes(1);
  });

  it('stops while the tab is hidden and plays again when it shows', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const plugin = fakeAutoplay();
    renderCarousel(plugin);
    setInView(true);
    expect(plugin.play).toHaveBeenCalledTimes(1);
    plugin.stop.mockClear();
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(plugin.stop).toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(plugin.play).toHaveBeenCalledTimes(2);
  });

  it('never starts with prefers-reduced-motion (the plugin is left out)', () => {
    mockReducedMotion(true);
    const plugin = fakeAutoplay();
    renderCarousel(plugin);
    setInView(true);
    expect(plugin.init).not.toHaveBeenCalled();
    expect(plugin.play).not.toHaveBeenCalled();
  });
});

describe('Carousel started near the viewport', () => {
  it('starts embla (and its plugins) only once the carousel comes near the viewport', () => {
    const plugin = fakeAutoplay();
    const { container } = renderCarousel(plugin, true);
    expect(plugin.init).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLElement>('.flex')?.style.transform).toBe('');
    setInView(true);
    expect(plugin.init).toHaveBeenCalledTimes(1);
    expect(plugin.play).toHaveBeenCalledTimes(1);
    // Once started it stays started when scrolled away (only the autoplay stops).
    setInView(false);
    expect(plugin.destroy).not.toHaveBeenCalled();
    expect(plugin.stop).toHaveBeenCalled();
  });
});
