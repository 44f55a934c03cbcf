import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Idle delay after which deferred sections load anyway (the first paint has happened by then). */
export const DEFERRED_IDLE_MS = 1200;

/**
 * Renders `children` (usually lazy sections) once the placeholder comes within `margin` of the
 * viewport or the page has been idle for a moment, so their code and data load after first paint.
 */
export function Deferred({ children, minHeight = 400, margin = '800px' }: { children: ReactNode; minHeight?: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const show = () => setVisible(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: margin });
    io.observe(ref.current);
    const timer = window.setTimeout(show, DEFERRED_IDLE_MS);
    return () => {
      io.disconnect();
      window.clearTimeout(timer);
    };
  }, [visible, margin]);
  if (!visible) return <div ref={ref} aria-hidden style={{ minHeight }} />;
  return <Suspense fallback={<div aria-hidden style={{ minHeight }} />}>{children}</Suspense>;
}
