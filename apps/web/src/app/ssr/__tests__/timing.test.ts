import { describe, expect, it } from 'vitest';
import { serverTimingHeader, timedFetch, withTiming } from '../timing';

describe('render timing', () => {
  it('notes each phase and each API read of its own render, reads started in parallel at ~0', async () => {
    const slow = (ms: number, body: string) => () =>
      new Promise<Response>((r) => setTimeout(() => r(new Response(body, { status: 201 })), ms));
    const { result, timing } = await withTiming(async (phase) => {
      const answers = await phase('data', () =>
        Promise.all([
          timedFetch('/api/banners?x=1', slow(30, 'banners')),
          timedFetch('/api/blogs', slow(10, 'blogs')),
        ]),
      );
      await phase('render', async () => undefined);
      return Promise.all(answers.map(async (a) => `${a.status} ${await a.text()}`));
    });
    expect(result).toEqual(['201 banners', '201 blogs']);
    expect(timing.phases.map((p) => p.name)).toEqual(['data', 'render']);
    expect(timing.calls.map((c) => c.path).sort()).toEqual(['/api/banners', '/api/blogs']);
    const banners = timing.calls.find((c) => c.path === '/api/banners')!;
    const blogs = timing.calls.find((c) => c.path === '/api/blogs')!;
    // Both started before either finished: the page's reads ran side by side.
    expect(blogs.startMs).toBeLessThan(banners.startMs + banners.ms);
    expect(banners.startMs).toBeLessThan(blogs.startMs + blogs.ms);
    expect(timing.phases[0]!.ms).toBeGreaterThanOrEqual(banners.ms - 1);
  });

  it('leaves reads outside a timed render alone', async () => {
    const res = new Response('x');
    expect(await timedFetch('/api/x', async () => res)).toBe(res);
  });

  it('writes a Server-Timing header value', () => {
    expect(
      serverTimingHeader({
        phases: [
          { name: 'route', ms: 0.44 },
          { name: 'data', ms: 120 },
        ],
        calls: [{ path: '/api/home-deal', startMs: 2.05, ms: 80.26 }],
      }),
    ).toBe('route;dur=0.4, data;dur=120.0, call;dur=80.3;desc="/api/home-deal@2.0"');
  });
});
