import {
  blogPath,
  categoryPath,
  INDEXABLE_STATIC_PATHS,
  productPath,
  stylePath,
  subcategoryPath,
} from '@vastra/contracts/storefront-paths';
import { categoryOutline, listedProducts } from '../catalog';
import { blogDates, styleDates } from '../content';
import { escapeXml, XML_DECLARATION } from './xml';

/**
 * Sitemaps (sitemaps.org 0.9): `/sitemap.xml` is an index of child files, one kind of page each,
 * `/sitemap-{kind}-{n}.xml` (n from 1), each at most `perFile` addresses (the protocol's limit is
 * 50,000). Products are only those on sale (not drafts, hidden or archived), newest first; every address
 * is absolute on the storefront's public origin, with `lastmod` from the data where it has one
 * (a static page has none).
 */
export const SITEMAP_KINDS = ['pages', 'categories', 'styles', 'blogs', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

/** A W3C datetime, to the second, in UTC. */
const w3cDate = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const later = (a: Date | undefined, b: Date | null | undefined): Date | undefined =>
  b && (!a || b > a) ? b : a;

async function* fromList(list: SitemapEntry[], skip: number, limit: number) {
  yield* list.slice(skip, limit > 0 ? skip + limit : undefined);
}

/** A kind's entries from `skip`, at most `limit` of them (0: all), always in the same order. */
function read(kind: SitemapKind, skip: number, limit: number): AsyncIterable<SitemapEntry> {
  switch (kind) {
    case 'pages':
      return fromList(
        INDEXABLE_STATIC_PATHS.map((path) => ({ path })),
        skip,
        limit,
      );
    case 'products':
      return (async function* () {
        const cursor = listedProducts<{ _id: unknown; updatedAt?: Date }>(
          { updatedAt: 1 },
          { skip, limit },
        );
        for await (const p of cursor)
          yield { path: productPath(String(p._id)), lastmod: p.updatedAt };
      })();
    case 'categories':
      return (async function* () {
        const categories = await categoryOutline();
        const list: SitemapEntry[] = [];
        for (const c of categories) {
          const category = { _id: String(c._id), name: c.name };
          list.push({ path: categoryPath(category), lastmod: c.updatedAt });
          for (const s of c.subcategories)
            list.push({
              path: subcategoryPath(category, { _id: String(s._id), name: s.name }),
              lastmod: c.updatedAt,
            });
        }
        yield* fromList(list, skip, limit);
      })();
    case 'styles':
      return (async function* () {
        const styles = await styleDates();
        yield* fromList(
          styles.map((s) => ({ path: stylePath(String(s._id)), lastmod: s.updatedAt })),
          skip,
          limit,
        );
      })();
    case 'blogs':
      return (async function* () {
        const blogs = await blogDates();
        yield* fromList(
          blogs.map((b) => ({ path: blogPath(String(b._id)), lastmod: b.updatedAt })),
          skip,
          limit,
        );
      })();
  }
}

/** `/sitemap-{kind}-{n}.xml`. */
export const sitemapFileName = (kind: SitemapKind, n: number): string =>
  `/sitemap-${kind}-${n}.xml`;

/** The index: every kind's files, each with the latest `lastmod` of its addresses. */
export async function sitemapIndex(origin: string, perFile: number): Promise<string> {
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${XMLNS}">`];
  for (const kind of SITEMAP_KINDS) {
    const files: (Date | undefined)[] = [];
    let i = 0;
    for await (const entry of read(kind, 0, 0)) {
      const file = Math.floor(i / perFile);
      files[file] = later(files[file], entry.lastmod);
      i += 1;
    }
    for (let n = 0; n < files.length; n += 1) {
      const lastmod = files[n];
      lines.push(
        `<sitemap><loc>${escapeXml(origin + sitemapFileName(kind, n + 1))}</loc>` +
          (lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '') +
          '</sitemap>',
      );
    }
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** File `n` (from 1) of a kind; undefined when there is no such file. */
export async function sitemapFile(
  origin: string,
  kind: SitemapKind,
  n: number,
  perFile: number,
): Promise<string | undefined> {
  const lines = [XML_DECLARATION, `<urlset xmlns="${XMLNS}">`];
  let count = 0;
  for await (const entry of read(kind, (n - 1) * perFile, perFile)) {
    count += 1;
    lines.push(
      `<url><loc>${escapeXml(origin + entry.path)}</loc>` +
        (entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '') +
        '</url>',
    );
  }
  // A file the index does not list (past the last, or of a kind with no pages at all).
  if (count === 0) return undefined;
  lines.push('</urlset>', '');
  return lines.join('\n');
}
