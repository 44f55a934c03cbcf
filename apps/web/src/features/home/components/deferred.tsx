import {
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';

const noSubscription = () => () => {};

/**
 * Renders `children` (usually lazy sections) once the placeholder comes within `margin` of the
 * viewport, so a section's code, data and rendering cost nothing until the shopper scrolls toward
 * it (on a phone, only the first two sections below the hero load with the page).
 * A server-rendered page has every section in its HTML: the server draws them (their data is in
 * its cache), and hydration keeps them (React reads the server snapshot while hydrating), so the
 * content neither waits for a scroll nor is swapped for a placeholder. `clientOnly` sections
 * (what only this device knows) stay placeholders on the server and load near the viewport.
 *
 * A drawn section keeps `content-visibility: auto`: the browser skips its style, layout and paint
 * while it is off screen (the whole page below the full-screen hero, when the page loads), using
 * `minHeight` as its size until it has been drawn once and its own size afterwards.
 */
export function Deferred({
  children,
  minHeight = 400,
  margin = '800px',
  clientOnly = false,
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: string;
  clientOnly?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const serverDrawn = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [visible, setVisible] = useState(
    () => !clientOnly && (serverDrawn || typeof IntersectionObserver === 'undefined'),
  );
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
  return (
    <div style={offScreenSkipped(minHeight)}>
      <Suspense fallback={<div aria-hidden style={{ minHeight }} />}>{children}</Suspense>
    </div>
  );
}

function offScreenSkipped(height: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicHeight: `auto ${height}px` };
}
