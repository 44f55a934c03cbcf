import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from '../use-after-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterPaint', () => {
  it('turns true only after a frame and the task after it, and false at once when inactive', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { result, rerender } = renderHook(({ on }) => useAfterPaint(on), {
      initialProps: { on: false },
    });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
    // Opened again: it waits for a new frame.
    rerender({ on: true });
    expect(result.current).toBe(false);
  });

  it('leaves nothing scheduled when closed before the frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { rerender, unmount } = renderHook(({ on }) => useAfterPaint(on), {
      initialProps: { on: true },
    });
    rerender({ on: false });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
