import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStore } from '../page-store.mjs';
import { startSsrProcess } from './ssr-process.mjs';

describe('pageStore', () => {
  it('gives back a page until it is older than its age, then forgets it', () => {
    let t = 0;
    const store = pageStore({ maxBytes: 1000, maxAgeMs: 60_000, now: () => t });
    store.set('v1 /', 200, '<p>home</p>');
    t = 60_000;
    expect(store.get('v1 /')).toEqual({ status: 200, html: '<p>home</p>' });
    expect(store.get('v2 /')).toBeUndefined();
    t = 60_001;
    expect(store.get('v1 /')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('drops the least recently used pages to stay within its bytes, and never keeps one too large', () => {
    const store = pageStore({ maxBytes: 100, maxAgeMs: 60_000 });
    const page = 'x'.repeat(36); // 40 bytes with its 4-byte key
    store.set('a /1', 200, page);
    store.set('a /2', 200, page);
    expect(store.get('a /1')).toBeDefined(); // /1 is now the most recently used
    store.set('a /3', 404, page);
    expect(store.get('a /2')).toBeUndefined();
    expect(store.get('a /1')).toBeDefined();
    expect(store.get('a /3')).toEqual({ status: 404, html: page });
    expect(store.bytes).toBe(80);
    store.set('a /4', 200, 'y'.repeat(200));
    expect(store.get('a /4')).toBeUndefined();
    expect(store.bytes).toBe(80);
  });
});

/**
 * The storefront server with its page store on, over a renderer that counts its renders and a
 * small API whose page version the test moves (and, once, moves while a page is being drawn).
 */
describe('ssr-server: pages sent again while their version stands', () => {
  let api;
  let server;
  let version = 'v1';
  /** Set by the renderer's call: moves the version while the page is drawn. */
  let moveDuringRender = false;
  const renders = [];

  const renderer = `
    export async function render(url, opts) {
      const n = await (await fetch(opts.apiOrigin + '/render?url=' + encodeURIComponent(url))).text();
      if (url === '/private') return { kind: 'shell' };
      return { kind: 'page', status: url === '/gone' ? 404 : 200, head: '', html: '<p>drawn ' + n + '</p>', state: '' };
    }`;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      if (req.url.startsWith('/render')) {
        renders.push(new URL(req.url, 'http://x').searchParams.get('url'));
        if (moveDuringRender) version = `${version}+`;
        return res.end(String(renders.length));
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, version }));
    });
    await new Promise((r) => api.listen(0, '127.0.0.1', r));
    server = await startSsrProcess({
      renderer,
      apiOrigin: `http://127.0.0.1:${api.address().port}`,
      env: { SSR_TIMING: '1', SSR_PAGE_CACHE_MB: '1' },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await new Promise((r) => api?.close(r));
  });

  const get = async (path, headers = {}) => {
    const res = await fetch(`${server.base}${path}`, { headers });
    return {
      status: res.status,
      body: await res.text(),
      timing: res.headers.get('server-timing') ?? '',
      cache: res.headers.get('cache-control'),
    };
  };

  it('draws a page once per version and sends the same page again, its status included', async () => {
    renders.length = 0;
    const first = await get('/');
    const again = await get('/');
    const missing = await get('/gone');
    const missingAgain = await get('/gone');
    expect(renders).toEqual(['/', '/gone']);
    expect(again.body).toBe(first.body);
    expect(again.timing).toMatch(/^version;dur=[\d.]+, stored, total;dur=/);
    expect(again.cache).toBe('public, max-age=60');
    expect([missing.status, missingAgain.status]).toEqual([404, 404]);

    version = 'v2';
    const moved = await get('/');
    expect(renders).toEqual(['/', '/gone', '/']);
    expect(moved.body).toContain('drawn 3');
  });

  it('keeps no page drawn while the version moved, no shell, and none asked through nginx', async () => {
    renders.length = 0;
    version = 'v3';
    moveDuringRender = true;
    await get('/about');
    moveDuringRender = false;
    await get('/about'); // drawn again: the first was read at a version that no longer stands
    await get('/about'); // now kept
    expect(renders).toEqual(['/about', '/about']);

    await get('/private');
    await get('/private');
    // nginx names the version it keys its own cache by: the page is drawn for it every time.
    await get('/contact', { 'X-Page-Version': 'v3' });
    await get('/contact', { 'X-Page-Version': 'v3' });
    expect(renders.slice(2)).toEqual(['/private', '/private', '/contact', '/contact']);
  });
});
