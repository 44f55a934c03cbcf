import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, errorMessage, type ApiClientConfig } from '../api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs fetch with `answer`; returns the requests it was given. */
function stubFetch(answer: (req: Request) => Response | Promise<Response>): Request[] {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const req = new Request(new URL(input, 'http://shop.test'), init);
      seen.push(req);
      return answer(req);
    }),
  );
  return seen;
}

function client(over: Partial<ApiClientConfig> = {}) {
  const ended = vi.fn();
  let token: string | null = 'tok';
  const c = createApiClient({
    base: '/api',
    token: () => token,
    onSessionEnd: () => {
      token = null;
      ended();
    },
    ...over,
  });
  return { ...c, ended };
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends JSON with the bearer token and the query without empty values', async () => {
    const seen = stubFetch(() => json(200, { ok: true }));
    const { api } = client();
    const res = await api('/things', {
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, q: '', sort: null, all: false },
    });
    expect(res).toEqual({ ok: true });
    const req = seen[0] as Request;
    expect(new URL(req.url).pathname + new URL(req.url).search).toBe(
      '/api/things?page=2&all=false',
    );
    expect(req.headers.get('Authorization')).toBe('Bearer tok');
    expect(req.headers.get('Content-Type')).toBe('application/json');
    expect(await req.json()).toEqual({ a: 1 });
  });

  it('carries the server’s message and code, and ends the session on a 401 only', async () => {
    stubFetch(() => json(403, { message: 'Owners only.', code: 'FORBIDDEN' }));
    const c = client();
    const err = await c.api('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Owners only.', status: 403, code: 'FORBIDDEN' });
    expect(c.ended).not.toHaveBeenCalled();

    stubFetch(() => json(401, { message: 'Please sign in again.' }));
    await expect(c.api('/x')).rejects.toMatchObject({ status: 401 });
    expect(c.ended).toHaveBeenCalledOnce();
    // Signed out now: a later 401 is not the end of a session.
    await expect(c.api('/x')).rejects.toMatchObject({ status: 401 });
    expect(c.ended).toHaveBeenCalledOnce();
  });

  it('uses the caller’s fallback, then the app’s failure message, when the server gives none', async () => {
    stubFetch(() => new Response('', { status: 403 }));
    const c = client({ failureMessage: (s) => (s === 403 ? 'Not allowed.' : `Failed ${s}`) });
    await expect(c.api('/x')).rejects.toMatchObject({ message: 'Not allowed.' });
    await expect(c.api('/x', { fallback: 'Could not save.' })).rejects.toMatchObject({
      message: 'Could not save.',
    });
    await expect(client().api('/x')).rejects.toMatchObject({ message: 'Request failed (403)' });
  });

  it('does not send a token known to have expired, and ends the session', async () => {
    const seen = stubFetch(() => json(200, {}));
    const c = client({ isExpired: () => true });
    await expect(c.api('/x')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(seen).toHaveLength(0);
    expect(c.ended).toHaveBeenCalledOnce();
  });

  it('turns a network failure into a NETWORK error, an abort stays an abort', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(client().api('/x')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(client().api('/x')).rejects.toBe(abort);
  });

  it('parses with the schema and refuses an answer it rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Answer = z.object({ count: z.number() });
    stubFetch(() => json(200, { count: 3, extra: 1 }));
    expect(await client().api('/x', { schema: Answer })).toEqual({ count: 3 });
    stubFetch(() => json(200, { count: 'three' }));
    await expect(client().api('/x', { schema: Answer })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('refuses an answer whose shape check fails, as it would a failed parse', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shape = (d: unknown) => Array.isArray((d as { items?: unknown } | null)?.items);
    stubFetch(() => json(200, { items: [1, 2] }));
    expect(await client().api('/x', { shape, fallback: 'Bad list.' })).toEqual({ items: [1, 2] });
    stubFetch(() => json(200, { items: 'nope' }));
    await expect(client().api('/x', { shape, fallback: 'Bad list.' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'Bad list.',
    });
  });

  it('takes an early answer to a GET once, and asks again when it failed', async () => {
    const seen = stubFetch(() => json(200, { from: 'network' }));
    const early = vi.fn((_url: string, _token: string | null) =>
      Promise.resolve(json(200, { from: 'early' })),
    );
    const c = client({ takeEarly: early });
    expect(await c.api('/x', { query: { a: 1 } })).toEqual({ from: 'early' });
    expect(early).toHaveBeenCalledWith('/api/x?a=1', 'tok');
    expect(seen).toHaveLength(0);

    early.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await c.api('/x')).toEqual({ from: 'network' });
    await c.api('/x', { method: 'POST' });
    expect(early).toHaveBeenCalledTimes(2);
  });

  it('fetches a file as a blob, failures as api() does', async () => {
    stubFetch(() => new Response('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } }));
    expect(await (await client().blob('/report.csv')).text()).toBe('a,b\n1,2\n');
    stubFetch(() => json(409, { message: 'Not invoiced yet.' }));
    await expect(client().blob('/invoice.pdf')).rejects.toMatchObject({
      message: 'Not invoiced yet.',
    });
  });
});

describe('errorMessage', () => {
  it('is the ApiError’s message, else the fallback', () => {
    expect(errorMessage(new ApiError('Out of stock.', 409), 'Failed.')).toBe('Out of stock.');
    expect(errorMessage(new Error('boom'), 'Failed.')).toBe('Failed.');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
