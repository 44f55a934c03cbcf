import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlIntersections } from '@vastra/ui/test/intersection';
import { Deferred } from '../deferred';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Records when React has hydrated it (its effect runs then, not on the server). */
const hydrated: string[] = [];
function Section({ title }: { title: string }) {
  useEffect(() => {
    hydrated.push(title);
  }, [title]);
  return <h2>{title}</h2>;
}

function Page() {
  return (
    <>
      <Deferred minHeight={300}>
        <Section title="Trending Products" />
      </Deferred>
      <Deferred minHeight={1} clientOnly>
        <p>Recently viewed</p>
      </Deferred>
    </>
  );
}

/** The server's markup (no IntersectionObserver there), as the page carries it. */
function serverHtml(): string {
  vi.stubGlobal('IntersectionObserver', undefined);
  const html = renderToString(<Page />);
  vi.unstubAllGlobals();
  return html;
}

describe('Deferred on a server-rendered page', () => {
  it('the server draws the section, not what only the device knows', () => {
    const html = serverHtml();
    expect(html).toContain('Trending Products');
    expect(html).not.toContain('Recently viewed');
  });

  it('hydration keeps the server’s section without a mismatch, and the device-only one loads near the viewport', async () => {
    hydrated.length = 0;
    const html = serverHtml();
    const setInView = controlIntersections();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Trending Products');
    expect(container.textContent).not.toContain('Recently viewed');
    // The server's section shows but is not hydrated (its code has not run) until near the viewport.
    expect(hydrated).toEqual([]);
    setInView(true);
    // The lazy boundary shows its content on the next commit.
    await act(async () => {});
    expect(container.textContent).toContain('Recently viewed');
    expect(hydrated).toEqual(['Trending Products']);
    expect(errors).toEqual([]);
    spy.mockRestore();
    container.remove();
  });

  it('a page drawn in the browser (a client navigation) still waits for the scroll', async () => {
    const setInView = controlIntersections();
    const { render, screen } = await import('@testing-library/react');
    render(<Page />);
    expect(screen.queryByText('Trending Products')).toBeNull();
    setInView(true);
    expect(await screen.findByText('Trending Products')).toBeVisible();
  });
});
