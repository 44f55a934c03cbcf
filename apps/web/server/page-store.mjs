/**
 * Rendered public pages kept in the storefront server's memory, so a page asked again at the same
 * page version is sent without drawing it again: what nginx's page cache does in the production
 * topology, for a server with nothing in front (one process, development of the production
 * build, the Lighthouse bench). Keyed by page version and address, so a catalogue change or a new
 * build is a miss at once; an entry also expires after `maxAgeMs` (what a page shows can depend
 * on the time, e.g. a deal's end), and the least recently used go first once the pages held
 * pass `maxBytes`.
 */
export function pageStore({ maxBytes, maxAgeMs, now = () => Date.now() }) {
  /** @type {Map<string, { status: number, html: string, bytes: number, at: number }>} */
  const pages = new Map();
  let bytes = 0;
  const drop = (key) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };
  return {
    /** The page stored under `key` and still fresh, else undefined. */
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.at > maxAgeMs) {
        drop(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      pages.delete(key);
      pages.set(key, page);
      return { status: page.status, html: page.html };
    },
    /** Keeps a page, unless it alone is larger than the store. */
    set(key, status, html) {
      drop(key);
      const size = Buffer.byteLength(html) + key.length;
      if (size > maxBytes) return;
      pages.set(key, { status, html, bytes: size, at: now() });
      bytes += size;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
