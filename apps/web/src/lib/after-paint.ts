/**
 * Resolves once the browser has painted the next frame: a timeout from inside a frame callback runs
 * after that frame. Work that can wait (re-rendering a listing) starts then, so what a tap changed
 * on screen is painted first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
