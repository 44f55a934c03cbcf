import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { SSR_STATE_KEY } from './state-key';

/**
 * What a server-rendered page hands the app in its <head> (a JSON script with the id
 * `SSR_STATE_KEY`): the query cache the server drew the page from, and the router's loader data.
 */
export interface SsrState {
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown> };
}

type Failure = { message: string; status: number; code?: string };

/**
 * The cache as JSON can carry it: an `ApiError` (a 404's answer) loses its class in JSON, so it
 * goes as its fields and `reviveState` makes it an `ApiError` again, for the page's
 * `instanceof ApiError` checks to draw the same not-found page the server drew.
 */
export function serialiseState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const err = q.state.error;
      if (!(err instanceof ApiError)) return q;
      const failure: Failure = { message: err.message, status: err.status, code: err.code };
      return { ...q, state: { ...q.state, error: failure as unknown as Error } };
    }),
  };
}

/**
 * The server's cache as the page carries it: every settled query, its not-found answers (404/410)
 * too, so the browser draws the same not-found page without asking the API again.
 */
export function dehydratePage(qc: QueryClient): DehydratedState {
  return serialiseState(
    dehydrate(qc, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
  );
}

export function reviveState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const f = q.state.error as Failure | null | undefined;
      if (!f || typeof f.status !== 'number') return q;
      return { ...q, state: { ...q.state, error: new ApiError(f.message, f.status, f.code) } };
    }),
  };
}

/** The state a server-rendered page carries, or undefined on the shell. */
export function readSsrState(): SsrState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SSR_STATE_KEY)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return undefined; // a damaged page: the app fetches what it needs, as on the shell
  }
}
