import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (usually lazy sections) once the placeholder comes within `margin` of the
 * viewport, so a section's code, data and rendering cost nothing until the shopper scrolls toward
 * it (on a phone, only the first two sections below the hero load with the page).
 */
export function Deferred({
  children,
  minHeight = 400,
  margin = '800px',
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const show = () => setVisible(true);
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && show(),
      { rootMargin: margin },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [visible, margin]);
  if (!visible) return <div ref={ref} aria-hidden style={{ minHeight }} />;
  return <Suspense fallback={<div aria-hidden style={{ minHeight }} />}>{children}</Suspense>;
}
