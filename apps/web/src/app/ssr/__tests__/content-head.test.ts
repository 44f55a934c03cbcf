import type { Blog, Style } from '@vastra/contracts';
import { describe, expect, it } from 'vitest';
import { blogHead, blogPostingJsonLd, blogsHead, lookbookHead } from '../content-head';

const ORIGIN = 'https://vastra.example';

const post: Blog = {
  _id: '65f0c0ffee0000000000abcd',
  title: 'How to Drape a Saree',
  slug: 'how-to-drape-a-saree',
  postedOn: '2026-03-14T05:30:00.000Z',
  image: ' /static/blogs/saree.webp ',
  author: 'Asha Rao',
  excerpt: 'Six pleats, one pallu: the Nivi drape step by step.',
  description: 'First paragraph.\n\nSecond paragraph.',
};

describe('blog heads', () => {
  it('a post: BlogPosting with its headline, picture, date, author and publisher, and its crumbs', () => {
    const head = blogHead(ORIGIN, post);
    const url = `${ORIGIN}/blogdetails/${post._id}`;
    expect(head.title).toBe('How to Drape a Saree | Vastra');
    expect(head.canonical).toBe(url);
    expect(head.description).toBe(post.excerpt);
    expect(head.og).toMatchObject({
      'og:type': 'article',
      'og:image': `${ORIGIN}/static/blogs/saree.webp`,
      'article:published_time': post.postedOn,
      'article:author': 'Asha Rao',
    });
    expect(head.jsonLd[0]).toEqual(blogPostingJsonLd(ORIGIN, post));
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      image: [`${ORIGIN}/static/blogs/saree.webp`],
      datePublished: post.postedOn,
      author: { '@type': 'Person', name: 'Asha Rao' },
      publisher: { '@type': 'Organization', name: 'Vastra' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    expect(head.jsonLd[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${ORIGIN}/` },
        { position: 2, item: `${ORIGIN}/blogs` },
        { position: 3, name: post.title, item: url },
      ],
    });
  });

  it('a post without an author or excerpt: no author, the body as description', () => {
    const ld = blogPostingJsonLd(ORIGIN, { ...post, author: '', excerpt: '' }) as Record<
      string,
      unknown
    >;
    expect(ld.author).toBeUndefined();
    expect(ld.description).toBe('First paragraph. Second paragraph.');
  });

  it('the list: canonical /blogs, its first picture on cards', () => {
    const head = blogsHead(ORIGIN, [post]);
    expect(head.canonical).toBe(`${ORIGIN}/blogs`);
    expect(head.og['og:image']).toBe(`${ORIGIN}/static/blogs/saree.webp`);
    expect(blogsHead(ORIGIN, []).og['og:image']).toBeUndefined();
  });
});

const style: Style = {
  _id: '65f0c0ffee0000000000beef',
  name: 'Festive Edit',
  title: 'Three looks for Diwali',
  image: '/static/styles/festive.webp',
  hashtag: 'FestiveEdit',
  description: 'Silk, zari and colour for the season of lights.',
  influencerId: [],
  influencers: [],
};

describe('lookbook heads', () => {
  it('the lookbook: its title, the gallery line, canonical /all-styles, the first picture', () => {
    const head = lookbookHead(ORIGIN, [style]);
    expect(head.title).toBe('Get the Look | Vastra');
    expect(head.canonical).toBe(`${ORIGIN}/all-styles`);
    expect(head.description).toMatch(/^Find your style in our lookbook/);
    expect(head.og['og:image']).toBe(`${ORIGIN}/static/styles/festive.webp`);
  });

  it('a style: the title the page sets, its description, its address and crumbs', () => {
    const head = lookbookHead(ORIGIN, [style], style);
    expect(head.title).toBe('Festive Edit — Get the Look | Vastra');
    expect(head.canonical).toBe(`${ORIGIN}/all-styles/${style._id}`);
    expect(head.description).toBe(style.description);
    expect(head.og['og:image:alt']).toBe(style.title);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1 },
        { position: 2, item: `${ORIGIN}/all-styles` },
        { position: 3, name: 'Festive Edit', item: `${ORIGIN}/all-styles/${style._id}` },
      ],
    });
  });
});
