import { Spinner } from '@vastra/ui/spinner';
import { lazy, Suspense, type ComponentType } from 'react';

/** A page component loaded with its route (its own chunk), with a spinner meanwhile. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense
        fallback={
          <div className="py-12 text-center" aria-busy="true">
            <Spinner label="Loading" />
          </div>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
}
