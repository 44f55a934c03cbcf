import { useEffect, useState } from 'react';

/**
 * True once `active` has been true for a painted frame: a sheet's frame (its backdrop and panel)
 * shows on the tap's next paint, and its heavier content renders in a task of its own just after,
 * so the tap is not held up by it. False again as soon as `active` is.
 */
export function useAfterPaint(active: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!active) {
      setPainted(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout from inside the frame callback runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active]);
  return active && painted;
}
