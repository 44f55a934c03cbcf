/**
 * The server's entry (`vite build --ssr`, or `ssrLoadModule` in dev): renders a public page with
 * the app's own routes and components, from the API's answers, for `server/ssr-server.mjs`.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { headHtml, scriptJson } from './app/ssr/head';
import { PAGE_PLANS } from './app/ssr/pages';
import { dehydratePage, type SsrState } from './app/ssr/state';
import { SSR_STATE_KEY } from './app/ssr/state-key';
import { serverTimingHeader, timedFetch, withTiming } from './app/ssr/timing';
import { createQueryClient } from './lib/query-client';

export type RenderResult = (
  | { kind: 'page'; status: number; head: string; html: string; state: string }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page, or its data could not be had (`failed`): answer the shell. */
  | { kind: 'shell'; failed?: string }
) & {
  /** With `timing`: where the render's time went, as a `Server-Timing` header value. */
  timing?: string;
};

export interface RenderOptions {
  /** The shop's public origin (canonical URLs, Open Graph). */
  origin: string;
  /** Where the API answers (`http://127.0.0.1:4000`); the app's `/api/…` requests go there. */
  apiOrigin: string;
  /** How long the page's API requests may take before the shell is answered instead. */
  timeoutMs: number;
  /** Note each phase's time and each API read's (`src/app/ssr/timing.ts`). */
  timing?: boolean;
}

type Phase = <R>(name: string, run: () => Promise<R>) => Promise<R>;
const untimed: Phase = (_name, run) => run();

let fetchInstalled = false;

/**
 * The app's API client fetches `/api/…` as the browser does; on the server those go to the API's
 * origin, each with a deadline (and no browser cache mode, which Node's fetch does not take).
 */
function installServerFetch(apiOrigin: string, timeoutMs: number) {
  if (fetchInstalled) return;
  fetchInstalled = true;
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init = {}) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return nodeFetch(input, init);
    const { cache: _cache, signal, ...rest } = init;
    const deadline = AbortSignal.timeout(timeoutMs);
    return timedFetch(input, () =>
      nodeFetch(apiOrigin + input, {
        ...rest,
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      }),
    );
  };
}

/**
 * The whole page as one document, every Suspense boundary inline. By default React outlines a
 * boundary larger than 12.8 kB: it writes the fallback where the content goes, the content hidden
 * at the end, and a script that swaps them in, so the page's largest picture (a product's, a
 * listing's first card) stayed hidden until that script ran at the end of the document, and
 * React then waits for a frame to reveal it. A prerendered page has nothing left to stream.
 */
const INLINE_EVERY_BOUNDARY = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function toHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, INLINE_EVERY_BOUNDARY);
  const parts: Buffer[] = [];
  for await (const chunk of prelude) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

const handler = createStaticHandler(routes);

export async function render(pathAndQuery: string, opts: RenderOptions): Promise<RenderResult> {
  installServerFetch(opts.apiOrigin, opts.timeoutMs);
  if (!opts.timing) return renderPage(pathAndQuery, opts, untimed);
  const { result, timing } = await withTiming((phase) => renderPage(pathAndQuery, opts, phase));
  return { ...result, timing: serverTimingHeader(timing) };
}

async function renderPage(
  pathAndQuery: string,
  opts: RenderOptions,
  phase: Phase,
): Promise<RenderResult> {
  // Appended, not resolved: a path such as `//elsewhere.example/x` stays a path of this shop.
  const url = new URL(`${opts.origin}${pathAndQuery}`);
  const context = await phase('route', () => handler.query(new Request(url)));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400)
      return { kind: 'redirect', status: context.status, location };
    return { kind: 'shell' };
  }
  const leaf = context.matches.at(-1);
  const plan = leaf ? PAGE_PLANS[leaf.route.index ? '' : (leaf.route.path ?? '-')] : undefined;
  if (!leaf || !plan || context.errors) return { kind: 'shell' };

  const qc = createQueryClient();
  qc.setDefaultOptions({
    ...qc.getDefaultOptions(),
    queries: { ...qc.getDefaultOptions().queries, retry: false },
  });
  await phase('data', async () => plan.prefetch?.(qc, leaf.params));
  const page = plan.head({ qc, params: leaf.params, url, origin: opts.origin });
  if (!page) {
    const failure = qc
      .getQueryCache()
      .findAll()
      .find((q) => q.state.error)?.state.error;
    return { kind: 'shell', failed: String(failure?.message ?? 'no data') };
  }

  const html = await phase('render', () => toHtml(<App qc={qc} context={context} />));
  const state = await phase('dehydrate', async () => {
    const ssr: SsrState = {
      queries: dehydratePage(qc),
      router: { loaderData: context.loaderData },
    };
    return (
      // Data, not code: the browser parses it as JSON when the app asks, and runs nothing.
      `<script type="application/json" id="${SSR_STATE_KEY}">${scriptJson(ssr)}</script>` +
      `<script>window.__staticRouterHydrationData=${scriptJson({ loaderData: context.loaderData, actionData: null, errors: null })};</script>`
    );
  });
  return { kind: 'page', status: page.status, head: headHtml(page.head), html, state };
}

function App({
  qc,
  context,
}: {
  qc: ReturnType<typeof createQueryClient>;
  context: StaticHandlerContext;
}) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <AppProviders client={qc}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
}
