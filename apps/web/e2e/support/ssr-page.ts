/** Reading the HTML a server-rendered page answers (journeys 25–27). */
import type { Page } from '@playwright/test';

/** ₹1,699 as the shop writes prices (en-IN grouping). */
export const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** Text as React writes it into markup. */
export const escHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** The JSON-LD objects of an HTML page, parsed. */
export const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );

/** The first capture of `re` in `html`. */
export const attr = (html: string, re: RegExp) => html.match(re)?.[1];

/** The page's markup: what follows `<div id="root">`. */
export const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** Hydration mismatches as React reports them (development text, production error numbers). */
const HYDRATION =
  /hydrat|did not match|server rendered|Minified React error #(418|419|420|421|423|425)/i;

/** The hydration mismatches `page` reports from now on (console messages and page errors). */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (HYDRATION.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (HYDRATION.test(err.message)) problems.push(err.message);
  });
  return problems;
}

/**
 * Records the elements the server drew that the app removes while it starts (from before the
 * document is parsed until `removedServerElements` is read): hydration takes the server's HTML over
 * as it is, so none should go, except what was drawn to stand in for something (hidden
 * placeholders, loading states). React removes a server-drawn boundary and draws it again when the
 * boundary receives an update before it is hydrated; the page then looks the same, at a cost.
 */
export async function watchServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn = new WeakSet<Node>();
    const removed: string[] = [];
    (window as unknown as { __removedServerElements: string[] }).__removedServerElements = removed;
    const standIn = (el: Element) =>
      el.matches('[aria-hidden="true"], [role="status"], [aria-busy="true"], .animate-pulse');
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      for (const el of root.querySelectorAll('*')) drawn.add(el);
      new MutationObserver((list) => {
        for (const m of list)
          for (const n of m.removedNodes)
            if (n instanceof Element && drawn.has(n) && !standIn(n))
              removed.push(`<${n.tagName.toLowerCase()} class="${n.getAttribute('class') ?? ''}">`);
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

export function removedServerElements(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __removedServerElements?: string[] }).__removedServerElements ?? [],
  );
}
