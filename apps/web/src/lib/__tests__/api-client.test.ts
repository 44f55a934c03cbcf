import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@/test/server';
import { defineRoute } from '@vastra/contracts/routes/define';
import { api, ApiError, apiRoute } from '../api-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Answer = z.object({ success: z.literal(true), count: z.number() });

describe('api() with a schema loader (shell fetchers keep zod out of the entry)', () => {
  it('starts the loader with the request and parses the answer with the schema it resolves to', async () => {
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json({ success: true, count: 3, extra: 'dropped' }),
      ),
    );
    const load = vi.fn(() => Promise.resolve(Answer));
    const res = await api('/thing', { schema: load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(res).toEqual({ success: true, count: 3 });
  });

  it('refuses an answer the loaded schema rejects, with the fallback message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing', () => HttpResponse.json({ success: true, count: 'three' })));
    const err = await api('/thing', {
      schema: () => Promise.resolve(Answer),
      fallback: 'Could not load.',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Could not load.', code: 'BAD_RESPONSE' });
  });

  it('turns a loader that fails (chunk not downloaded) into a network error, never an unparsed answer', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ success: true, count: 3 })));
    const err = await api('/thing', {
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ApiError', code: 'NETWORK', status: 0 });
  });

  it('reports the server error when the request fails, whatever the loader does', async () => {
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json({ success: false, message: 'Nope.', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const err = await api('/thing', { schema: () => Promise.reject(new Error('offline')) }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ message: 'Nope.', status: 404, code: 'NOT_FOUND' });
  });
});

describe('apiRoute() (a declared endpoint)', () => {
  const rename = defineRoute({
    method: 'patch',
    path: '/api/things/:id/name',
    summary: 'Rename',
    auth: 'shopper',
    response: Answer,
  });

  it('takes the method and the filled-in path from the declaration and parses the answer with its schema', async () => {
    let seen = '';
    server.use(
      http.patch('/api/things/:id/name', ({ request, params }) => {
        seen = `${request.method} ${String(params.id)}`;
        return HttpResponse.json({ success: true, count: 1, extra: 'dropped' });
      }),
    );
    const res = await apiRoute(rename, { params: { id: 'a/b c' }, body: { name: 'x' } });
    expect(seen).toBe('PATCH a/b c');
    expect(res).toEqual({ success: true, count: 1 });
  });

  it('refuses an answer the declared schema rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch('/api/things/:id/name', () => HttpResponse.json({ success: true })));
    const err = await apiRoute(rename, {
      params: { id: '1' },
      fallback: 'Could not rename.',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'Could not rename.', code: 'BAD_RESPONSE' });
  });
});
