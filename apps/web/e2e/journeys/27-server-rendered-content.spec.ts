import { Msg } from '@vastra/contracts';
import { apiUrl } from '../support/env';
import { attr, escHtml, jsonLd, rootOf, watchHydration } from '../support/ssr-page';
import { expect, test } from '../support/test';

/** Content pages drawn on the server like product pages: the blog, the lookbook, testimonials, influencers and the fixed pages. */

test('blog pages are drawn on the server: the list, a post with BlogPosting, an unknown post 404; a post hydrates unfetched', async ({
  page,
  request,
  baseURL,
}) => {
  const blogs = (await (await request.get(`${apiUrl}/api/blogs`)).json()) as {
    data: { _id: string; title: string; postedOn: string }[];
  };
  const post = blogs.data[0];
  if (!post) throw new Error('no blog post');

  const list = await request.get('/blogs');
  expect(list.status()).toBe(200);
  const listHtml = await list.text();
  expect(attr(listHtml, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/blogs`);
  const listRoot = listHtml.slice(listHtml.indexOf('<div id="root">'));
  for (const b of blogs.data) expect(listRoot).toContain(escHtml(b.title));

  const res = await request.get(`/blogdetails/${post._id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(escHtml(post.title));
  expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
  const [ld, crumbs] = jsonLd(html);
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.postedOn,
    mainEntityOfPage: { '@id': `${baseURL}/blogdetails/${post._id}` },
  });
  expect(crumbs?.['@type']).toBe('BreadcrumbList');

  const missing = await request.get('/blogdetails/0123456789abcdef01234567');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(missingHtml).toContain(escHtml(Msg.blogNotFound));
  expect(missingHtml).toContain('<meta name="robots" content="noindex" />');

  // In the browser: the post hydrates without a mismatch and without asking for it again.
  const problems = watchHydration(page);
  const fetches: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/blogs(\/|$|\?)/.test(new URL(req.url()).pathname)) fetches.push(req.url());
  });
  await page.goto(`/blogdetails/${post._id}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await page.getByRole('link', { name: '← All blogs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  expect(problems, 'hydration errors in the console').toEqual([]);
  expect(fetches, 'blog data fetched again in the browser').toEqual([]);
});

test('the lookbook and a style are drawn on the server, hydrate unfetched; an unknown style is 404', async ({
  page,
  request,
  baseURL,
}) => {
  const styles = (await (await request.get(`${apiUrl}/api/styles`)).json()) as {
    data: { _id: string; name: string }[];
  };
  const style = styles.data[0];
  if (!style) throw new Error('no style');

  const all = await request.get('/all-styles');
  expect(all.status()).toBe(200);
  const allHtml = await all.text();
  expect(attr(allHtml, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/all-styles`);
  const allRoot = allHtml.slice(allHtml.indexOf('<div id="root">'));
  for (const s of styles.data) expect(allRoot).toContain(escHtml(s.name));

  const one = await request.get(`/all-styles/${style._id}`);
  expect(one.status()).toBe(200);
  const oneHtml = await one.text();
  expect(attr(oneHtml, /<title>([^<]+)<\/title>/)).toBe(
    `${escHtml(style.name)} — Get the Look | Vastra`,
  );
  expect(jsonLd(oneHtml)[0]?.['@type']).toBe('BreadcrumbList');

  const missing = await request.get('/all-styles/0123456789abcdef01234567');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');

  const problems = watchHydration(page);
  const fetches: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/styles')) fetches.push(req.url());
  });
  await page.goto(`/all-styles/${style._id}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  await expect(page.getByRole('heading', { level: 1, name: style.name })).toBeVisible();
  // Interactive: the All tab leads back to the whole lookbook.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/all-styles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get the Look' })).toBeVisible();
  expect(problems, 'hydration errors in the console').toEqual([]);
  expect(fetches, 'styles fetched again in the browser').toEqual([]);
});

test('testimonials, influencers, a style’s influencers, a look and the fixed pages are drawn on the server with their head; they hydrate unfetched', async ({
  page,
  request,
  baseURL,
}) => {
  const testimonials = (await (await request.get(`${apiUrl}/api/testimonials`)).json()) as {
    data: { name: string; message: string }[];
  };
  const styles = (await (await request.get(`${apiUrl}/api/styles`)).json()) as {
    data: {
      _id: string;
      name: string;
      influencers: { name: string; looks?: { _id: string; title: string }[] }[];
    }[];
  };
  const style = styles.data.find((s) => s.influencers.length > 0);
  const look = styles.data.flatMap((s) => s.influencers).flatMap((i) => i.looks ?? [])[0];
  if (!testimonials.data[0] || !style || !look) throw new Error('no testimonials or influencers');

  const pages = [
    ['/testimonials', 'Testimonials', testimonials.data.map((t) => t.name)],
    [
      '/influencer',
      'Our Influencers',
      styles.data.flatMap((s) => s.influencers.map((i) => i.name)),
    ],
    [`/influencer-style/${style._id}`, style.name, style.influencers.map((i) => i.name)],
    [`/influencer-product/${look._id}`, `${look.title} — Get the Look`, [look.title]],
    ['/about', 'Who We Are', []],
    ['/contact', 'Contact Us', []],
  ] as const;
  for (const [path, title, names] of pages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(attr(html, /<title>([^<]+)<\/title>/), path).toBe(`${escHtml(title)} | Vastra`);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${baseURL}${path}`);
    expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
    const root = rootOf(html);
    expect(root, path).not.toBe('');
    for (const name of names) expect(root, `${path}: ${name}`).toContain(escHtml(name));
  }

  const missing = await request.get('/influencer-style/0123456789abcdef01234567');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
  const missingLook = await request.get('/influencer-product/0123456789abcdef01234567');
  expect(missingLook.status()).toBe(404);

  const problems = watchHydration(page);
  const fetches: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/testimonials')) fetches.push(req.url());
  });
  await page.goto('/testimonials');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  await expect(page.getByText(testimonials.data[0].name).first()).toBeVisible();
  expect(problems, 'hydration errors in the console').toEqual([]);
  expect(fetches, 'testimonials fetched again in the browser').toEqual([]);
});
