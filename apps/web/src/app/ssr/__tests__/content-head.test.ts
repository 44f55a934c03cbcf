import type { Blog } from '@vastra/contracts';
import { describe, expect, it } from 'vitest';
import { blogHead, blogPostingJsonLd, blogsHead } from '../content-head';

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
