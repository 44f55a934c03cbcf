import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ShellProps } from './layer-props';

export type { LayerProps } from './layer-props';

/**
 * The modal layer (Radix Dialog, `radix-layer.tsx`) is code no page needs for its first paint: a
 * closed layer renders nothing. It loads when the browser is idle after a page with a layer has
 * rendered (or at the first open, whichever comes first), keeping Radix out of the first-visit
 * JavaScript of the category and product pages.
 */
let loaded: ComponentType<ShellProps> | null = null;
let loading: Promise<ComponentType<ShellProps>> | null = null;

/** Loads the layer's code once; resolves with its component. */
export function preloadLayer(): Promise<ComponentType<ShellProps>> {
  loading ??= import('./radix-layer').then((m) => (loaded = m.RadixLayer));
  return loading;
}

const LazyLayer = lazy(() => preloadLayer().then((C) => ({ default: C })));

const whenIdle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
};

/** The layer: nothing until it first opens, then Radix's dialog (kept mounted to animate and give focus back). */
export function LayerShell(props: ShellProps) {
  const [used, setUsed] = useState(props.open);
  // Already loaded (an earlier layer, or the idle preload): rendered directly, no suspense.
  const [Loaded] = useState(() => loaded);
  if (props.open && !used) setUsed(true);
  useEffect(() => (loaded ? undefined : whenIdle(() => void preloadLayer())), []);
  if (!used) return null;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyLayer {...props} />
    </Suspense>
  );
}
