import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long an answer is reused before a page that shows it asks again. */
const STALE_MS = 60_000;

/**
 * The API's "there is no such thing" (a malformed id's 400, 404, an archived product's 410): the
 * page's answer (its not-found page), not a failure to retry.
 */
export const isMissingAnswer = (err: unknown): err is ApiError =>
  err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 410);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        // A not-found answer is kept like data: a page mounting within STALE_MS of it (the
        // hydrated not-found page a server drew, or a return to it) shows it without asking again.
        retryOnMount: (query) =>
          !(
            isMissingAnswer(query.state.error) && Date.now() - query.state.errorUpdatedAt < STALE_MS
          ),
      },
      mutations: { retry: false },
    },
  });
}
