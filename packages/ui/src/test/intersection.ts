import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one whose callbacks the test fires by hand (jsdom has no
 * layout, so nothing is ever reported on its own). Call in `beforeEach`; `vi.unstubAllGlobals()`
 * restores it. Returns `setInView`, which reports every observed element in or out of view.
 */
export function controlIntersections(): (isIntersecting: boolean) => void {
  const observers: IntersectionObserverCallback[] = [];
  class ControlledIO {
    constructor(cb: IntersectionObserverCallback) {
      observers.push(cb);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControlledIO);
  return (isIntersecting) =>
    act(() =>
      observers.forEach((cb) =>
        cb([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
    );
}
