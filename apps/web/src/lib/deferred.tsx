import {
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';

const noSubscription = () => () => {};

/** A promise React's `use` reads synchronously once opened (it reads its `status`). */
type Gate = Promise<void> & { opened: boolean; open: () => void };

function gate(opened: boolean): Gate {
  let resolve!: () => void;
  const promise = Object.assign(new Promise<void>((r) => (resolve = r)), {
    opened: false,
    open: () => {
      promise.opened = true;
      (promise as { status?: string }).status = 'fulfilled';
      resolve();
    },
  });
  if (opened) promise.open();
  return promise;
}

/** Suspends (keeping the server's markup, not hydrated) until the gate opens. */
function HydrateWhenOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate);
  return children;
}

/**
 * Renders `children` (usually lazy sections) once the placeholder comes within `margin` of the
 * viewport, so a section's code, data and rendering cost nothing until the shopper scrolls toward
 * it (on a phone, only the first two sections below the hero load with the page).
 * A server-rendered page has every section in its HTML: the server draws them (their data is in
 * its cache) and the page shows them at once, but each is hydrated (its code fetched and run) only
 * when it comes within `margin` of the viewport: until then React keeps the server's markup as it
 * is. `clientOnly` sections (what only this device knows) stay placeholders on the server and load
 * near the viewport.
 *
 * A drawn section keeps `content-visibility: auto`: the browser skips its style, layout and paint
 * while it is off screen (the whole page below the full-screen hero, when the page loads), using
 * `minHeight` as its height until it has been drawn once and its own height afterwards.
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
  // Closed only while hydrating a server-drawn section (the server itself renders straight through).
  const [hydration] = useState(() =>
    gate(
      !serverDrawn ||
        clientOnly ||
        typeof window === 'undefined' ||
        typeof IntersectionObserver === 'undefined',
    ),
  );
  useEffect(() => {
    const el = ref.current;
    if (!el || (visible && hydration.opened)) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setVisible(true);
        hydration.open();
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible, margin, hydration]);
  // The same element on every render of this component: a section still waiting to hydrate must
  // receive no update (React would drop its server markup for the fallback), and this component
  // renders again just after hydration (`serverDrawn` turns false).
  const content = useMemo(
    () => (
      <Suspense fallback={<div aria-hidden style={{ minHeight }} />}>
        <HydrateWhenOpen gate={hydration}>{children}</HydrateWhenOpen>
      </Suspense>
    ),
    [children, hydration, minHeight],
  );
  if (!visible) return <div ref={ref} aria-hidden style={{ minHeight }} />;
  return (
    <div ref={ref} style={offScreenSkipped(minHeight)}>
      {content}
    </div>
  );
}

function offScreenSkipped(height: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicHeight: `auto ${height}px` };
}
