import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { useSeen } from './use-visibility';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = reducedMotionQuery();
  mq?.addEventListener?.('change', onChange);
  return () => mq?.removeEventListener?.('change', onChange);
}

/** Whether the shopper asked the system for reduced motion (follows changes live). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/** True once the window's `load` event has fired (at once when it already has). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(
    () => typeof document === 'undefined' || document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * Whether an auto-advancing carousel may move now: only after the page has loaded (its timers and
 * animation frames must not compete with the first paint and hydration), only while it is on
 * screen in a tab that is showing, and never when the shopper prefers reduced motion.
 */
export function useAutoplayAllowed(ref: RefObject<Element | null>): boolean {
  const loaded = usePageLoaded();
  const seen = useSeen(ref);
  const reduced = usePrefersReducedMotion();
  return loaded && seen && !reduced;
}
