import type { Blog, Style } from '@vastra/contracts';
import { blogPath, stylePath } from '@vastra/contracts/storefront-paths';
import {
  absolute,
  breadcrumbJsonLd,
  metaDescription,
  pageTitle,
  SHOP_NAME,
  type PageHead,
} from './head';

const BLOGS_PATH = '/blogs';
const BLOGS_TITLE = 'Blogs';
const BLOGS_DESCRIPTION =
  'Style notes, fabric guides and behind-the-scenes stories from the Vastra studio.';

/** schema.org `BlogPosting`: the article, its picture, date, author and the shop as publisher. */
export function blogPostingJsonLd(origin: string, blog: Blog): object {
  const url = absolute(origin, blogPath(blog._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: metaDescription(blog.excerpt || blog.description),
    ...(blog.image.trim() ? { image: [absolute(origin, blog.image.trim())] } : {}),
    datePublished: blog.postedOn,
    ...(blog.author ? { author: { '@type': 'Person', name: blog.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: SHOP_NAME,
      logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** A blog post: an article card, `BlogPosting` and its breadcrumbs (home, blogs, the post). */
export function blogHead(origin: string, blog: Blog): PageHead {
  const url = absolute(origin, blogPath(blog._id));
  const description = metaDescription(blog.excerpt || blog.description);
  const image = blog.image.trim() ? absolute(origin, blog.image.trim()) : undefined;
  return {
    title: pageTitle(blog.title),
    description,
    canonical: url,
    og: {
      'og:type': 'article',
      'og:site_name': SHOP_NAME,
      'og:title': blog.title,
      'og:description': description,
      'og:url': url,
      ...(image ? { 'og:image': image, 'og:image:alt': blog.title } : {}),
      'article:published_time': blog.postedOn,
      ...(blog.author ? { 'article:author': blog.author } : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': blog.title,
      'twitter:description': description,
      ...(image ? { 'twitter:image': image } : {}),
    },
    jsonLd: [
      blogPostingJsonLd(origin, blog),
      breadcrumbJsonLd(origin, [
        { name: 'Home', path: '/' },
        { name: BLOGS_TITLE, path: BLOGS_PATH },
        { name: blog.title, path: blogPath(blog._id) },
      ]),
    ],
  };
}

/** The blog list: the journal's page, its first post's picture on cards. */
export function blogsHead(origin: string, blogs: Blog[]): PageHead {
  const url = absolute(origin, BLOGS_PATH);
  const image = blogs.find((b) => b.image.trim())?.image.trim();
  return {
    title: pageTitle(BLOGS_TITLE),
    description: BLOGS_DESCRIPTION,
    canonical: url,
    og: {
      'og:type': 'website',
      'og:site_name': SHOP_NAME,
      'og:title': BLOGS_TITLE,
      'og:description': BLOGS_DESCRIPTION,
      'og:url': url,
      ...(image ? { 'og:image': absolute(origin, image) } : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': BLOGS_TITLE,
      'twitter:description': BLOGS_DESCRIPTION,
    },
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: 'Home', path: '/' },
        { name: BLOGS_TITLE, path: BLOGS_PATH },
      ]),
    ],
  };
}

const LOOKBOOK_PATH = '/all-styles';
const LOOKBOOK_TITLE = 'Get the Look';
/** The gallery's own line under its title (style-gallery.tsx). */
const LOOKBOOK_DESCRIPTION =
  'Find your style in our lookbook and tag us to be featured. Tap a look to shop every piece in it.';

/**
 * The lookbook (`/all-styles`) or one of its styles (`/all-styles/{id}`): the title the page
 * sets, the style's description and picture, and crumbs (home, the lookbook, the style).
 */
export function lookbookHead(origin: string, styles: Style[], style?: Style): PageHead {
  const path = style ? stylePath(style._id) : LOOKBOOK_PATH;
  const url = absolute(origin, path);
  const name = style ? `${style.name} — ${LOOKBOOK_TITLE}` : LOOKBOOK_TITLE;
  const description = metaDescription(style?.description || LOOKBOOK_DESCRIPTION);
  const image = (style ?? styles.find((s) => s.image.trim()))?.image.trim();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: LOOKBOOK_TITLE, path: LOOKBOOK_PATH },
  ];
  if (style) crumbs.push({ name: style.name, path });
  return {
    title: pageTitle(name),
    description,
    canonical: url,
    og: {
      'og:type': 'website',
      'og:site_name': SHOP_NAME,
      'og:title': name,
      'og:description': description,
      'og:url': url,
      ...(image
        ? { 'og:image': absolute(origin, image), 'og:image:alt': style?.title || name }
        : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': name,
      'twitter:description': description,
    },
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
  };
}
