import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Whether the page's tab is showing (`document.visibilityState`, followed live): a hidden tab has
 * nobody to animate or count down for, so timers and videos wait until it shows again.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * Whether any part of the element is inside the viewport, grown by `rootMargin` (CSS margin
 * syntax), followed live (true where IntersectionObserver is missing, so what depends on it still
 * works there).
 */
export function useInViewport(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting);
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootMargin]);
  return inView;
}

/** Whether the element is on screen in a tab the shopper is looking at. */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const inView = useInViewport(ref);
  const pageVisible = usePageVisible();
  return inView && pageVisible;
}
