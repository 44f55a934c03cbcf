/**
 * Requests that index.html's boot script (src/app/boot) started with the document, before any of
 * the app's code had downloaded: on a product or category page the page's data is then on its way
 * while the JavaScript loads, instead of after it. `api()` takes a matching answer once.
 */
export const EARLY_REQUESTS_KEY = '__vastraEarly';

/** What the boot script leaves on `window[EARLY_REQUESTS_KEY]`, keyed by request URL. */
interface EarlyRequest {
  /** `performance.now()` when the request started. */
  at: number;
  /** The answer, its body unread (the boot script reads a copy for the LCP image). */
  response: Promise<Response>;
  /** The bearer token it was sent with; absent for a public request. */
  token?: string;
}

/** An early answer older than this is not used: it belongs to the page load, not to a later visit. */
const EARLY_MAX_AGE_MS = 15_000;

type Store = Record<string, EarlyRequest | undefined>;

const store = () =>
  (globalThis as unknown as Record<string, Store | undefined>)[EARLY_REQUESTS_KEY];

/** Whether the boot script started a request in this page load that nobody has taken yet. */
export function hasEarlyRequests(): boolean {
  const now = performance.now();
  return Object.values(store() ?? {}).some((r) => r && now - r.at <= EARLY_MAX_AGE_MS);
}

/**
 * The early answer for this GET URL, if the boot script started one in this page load; each is
 * handed out once (a later fetch of the same URL goes to the network as usual). An answer sent
 * with a token is handed out only to a request made with that same token: after a sign-out or a
 * switch of account it is dropped, never shown to the other session.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
): Promise<Response> | undefined {
  const early = store();
  const hit = early?.[url];
  if (!early || !hit) return undefined;
  delete early[url];
  if (performance.now() - hit.at > EARLY_MAX_AGE_MS) return undefined;
  if (hit.token !== undefined && hit.token !== token) return undefined;
  return hit.response;
}
