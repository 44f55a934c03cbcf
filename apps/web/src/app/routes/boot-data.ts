import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { hasEarlyRequests } from '@/lib/early-requests';
import { queryClient } from '../query-client';

/** How long the first render may wait for a landing page's data before drawing its skeleton. */
const BOOT_DATA_WAIT_MS = 1500;

/**
 * Route loader for the pages index.html's boot script knows (src/app/boot): on the page load, when
 * the boot script has already asked for the page's data (and may be showing its first image), the
 * first render waits for that answer — at most BOOT_DATA_WAIT_MS — so the boot paint gives way to
 * the page itself, not to a skeleton. Later navigations do not wait: they show the skeleton.
 */
export async function bootData<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<null> {
  if (!hasEarlyRequests()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    queryClient.prefetchQuery(options),
    new Promise((resolve) => (timer = setTimeout(resolve, BOOT_DATA_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return null;
}
