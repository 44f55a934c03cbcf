import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMobileMenu } from '@/features/layout';
import { loadOnIntent } from '@/lib/load-on-intent';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { MenuButton } from '../layout/menu-button';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadOnIntent', () => {
  it('starts the load when the finger touches, the mouse enters or the focus arrives', () => {
    const load = vi.fn();
    renderRoute(
      <button type="button" {...loadOnIntent(load)}>
        Open
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    fireEvent.pointerDown(button);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('the phone menu button', () => {
  it('opens the menu, its code and the dialog layer loaded from the touch', async () => {
    server.use(
      http.get('/api/category', () =>
        HttpResponse.json({ success: true, data: [], pagination: null }),
      ),
    );
    renderRoute(<MenuButton className="" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.pointerDown(button);
    // What the touch started: the menu's chunk and the dialog layer.
    await act(() => loadMobileMenu());
    act(() => fireEvent.click(button));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Trending' }));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
