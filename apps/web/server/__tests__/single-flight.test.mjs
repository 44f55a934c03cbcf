import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleFlight } from '../single-flight.mjs';
import { startSsrProcess } from './ssr-process.mjs';

describe('singleFlight', () => {
  it('shares one run among callers with the same key while it runs, then frees the key', async () => {
    const flights = singleFlight();
    let runs = 0;
    let release = () => undefined;
    const gate = new Promise((r) => (release = r));
    const work = async () => {
      runs += 1;
      await gate;
      return runs;
    };
    const first = flights.run('a', work);
    const second = flights.run('a', work);
    const other = flights.run('b', work);
    expect([first.joined, second.joined, other.joined]).toEqual([false, true, false]);
    expect(second.result).toBe(first.result);
    release();
    await Promise.all([first.result, other.result]);
    expect(runs).toBe(2);
    expect(flights.size).toBe(0);
    const later = flights.run('a', work);
    expect(later.joined).toBe(false);
    await later.result;
    expect(runs).toBe(3);
  });

  it('frees the key when the run fails, and every caller sees the failure', async () => {
    const flights = singleFlight();
    const a = flights.run('k', () => Promise.reject(new Error('down')));
    const b = flights.run('k', () => Promise.resolve('never'));
    await expect(a.result).rejects.toThrow('down');
    await expect(b.result).rejects.toThrow('down');
    expect(flights.size).toBe(0);
  });
});

/**
 * The storefront server (its own process, as in production) over a build whose renderer asks the
 * test's small API before it draws: the test counts those renders and holds them until it lets
 * them go, and moves the page version the server reads from the same API.
 */
describe('ssr-server: one render for identical requests in flight', () => {
  let api;
  let server;
  let base;
  let version = 'v1';
  /** Paths of the renders started, and the held answers that let them finish. */
  const renders = [];
  const held = [];
  /** While set, version answers are held here (to let requests in all at once). */
  let heldVersions;

  const renderer = `
    export async function render(url, opts) {
      const drawn = await (await fetch(opts.apiOrigin + '/hold?url=' + encodeURIComponent(url))).text();
      return {
        kind: 'page',
        status: 200,
        head: '<title>t</title>',
        html: '<p>drawn ' + drawn + '</p>',
        state: '',
        ...(opts.timing ? { timing: 'data;dur=1.0' } : {}),
      };
    }`;

  const until = async (what, ok) => {
    const end = Date.now() + 30_000;
    while (!ok()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** Waits until `n` renders are held, then lets them all finish. */
  async function releaseWhen(n) {
    await until(`${n} renders held`, () => held.length >= n);
    held.splice(0).forEach((go) => go());
  }

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      if (req.url.startsWith('/hold')) {
        renders.push(new URL(req.url, 'http://x').searchParams.get('url'));
        const n = renders.length;
        held.push(() => res.end(String(n)));
        return;
      }
      const answer = () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: true, version }));
      };
      if (heldVersions) heldVersions.push(answer);
      else answer();
    });
    await new Promise((r) => api.listen(0, '127.0.0.1', r));
    server = await startSsrProcess({
      renderer,
      apiOrigin: `http://127.0.0.1:${api.address().port}`,
      // Every request draws (or joins a drawing): no pages kept between requests.
      env: { SSR_TIMING: '1', SSR_PAGE_CACHE_MB: '0' },
    });
    base = server.base;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await new Promise((r) => api?.close(r));
  });

  it('draws a page once for twenty shoppers asking at once, and answers each of them', async () => {
    renders.length = 0;
    heldVersions = [];
    const asked = Array.from({ length: 20 }, () => fetch(`${base}/`));
    // Every request reaches the server and asks its version; then all go on at once.
    await until('20 version asks', () => heldVersions.length >= 20);
    const versions = heldVersions;
    heldVersions = undefined;
    versions.forEach((answer) => answer());
    await until('the first render', () => held.length >= 1);
    // Room for the others to join (each is a step away once its version is in).
    await new Promise((r) => setTimeout(r, 1000));
    let done = false;
    const answered = Promise.all(asked).finally(() => (done = true));
    // Lets every render held go (a request late to join would start one; the count then tells).
    while (!done) {
      held.splice(0).forEach((go) => go());
      await new Promise((r) => setTimeout(r, 20));
    }
    const answers = await answered;
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(renders).toEqual(['/']);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const body of bodies) expect(body).toContain('<div id="root"><p>drawn 1</p></div>');
    const timings = answers.map((a) => a.headers.get('server-timing') ?? '');
    expect(
      timings.filter((t) => /^version;dur=[\d.]+, data;dur=1\.0, assemble/.test(t)).length,
    ).toBe(1);
    expect(timings.filter((t) => /^version;dur=[\d.]+, joined;dur=/.test(t)).length).toBe(19);
    for (const t of timings) expect(t).toMatch(/, total;dur=[\d.]+$/);
  }, 60_000);

  it('draws other addresses, and the same one at a new version, on their own', async () => {
    renders.length = 0;
    const home = fetch(`${base}/`);
    const about = fetch(`${base}/about`);
    await releaseWhen(2);
    await Promise.all([home, about]);
    expect([...renders].sort()).toEqual(['/', '/about']);

    // A render at v1 in flight; the catalogue moves; a shopper asking now gets a page drawn anew.
    renders.length = 0;
    const before = fetch(`${base}/`);
    await until('the render at v1', () => held.length >= 1);
    version = 'v2';
    const after = fetch(`${base}/`);
    await releaseWhen(2);
    const [a, b] = await Promise.all([before, after]);
    expect(renders).toEqual(['/', '/']);
    expect(await a.text()).toContain('drawn 1');
    expect(await b.text()).toContain('drawn 2');
  }, 60_000);
});
