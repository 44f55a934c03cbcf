import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAnnouncement } from '@/entities/catalog/api/get-announcement';
import { renderRoute, testQueryClient } from '@/test/render';
import { server } from '@/test/server';
import { AnnouncementPopup } from '../components/announcement-popup';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const ANNOUNCEMENT = {
  success: true,
  status: 'on',
  heading: 'Festive sale',
  detail: 'Up to 50% off this week.',
};

describe('announcement popup', () => {
  it('counts its 3 s only while the tab shows, starting again when it shows', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const showTab = (state: 'visible' | 'hidden') => {
      visibility.mockReturnValue(state);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = testQueryClient();
    client.setQueryData(['announcement'], ANNOUNCEMENT);
    renderRoute(<AnnouncementPopup />, { client });
    act(() => vi.advanceTimersByTime(2000));
    showTab('hidden');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    showTab('visible');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: 'Festive sale' })).toBeInTheDocument();
  });

  it('takes the answer as it comes (no schema loaded) and opens 3 s later', async () => {
    server.use(http.get('/api/announcement', () => HttpResponse.json(ANNOUNCEMENT)));
    renderRoute(<AnnouncementPopup />);
    expect(
      await screen.findByRole('dialog', { name: 'Festive sale' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Up to 50% off this week.')).toBeInTheDocument();
  });

  it('refuses an answer of another shape without breaking the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/announcement', () =>
        HttpResponse.json({ success: true, status: 'on', heading: 7 }),
      ),
    );
    function Probe() {
      const { isError, data } = useAnnouncement();
      return <p>{isError ? 'refused' : data ? 'taken' : 'waiting'}</p>;
    }
    renderRoute(<Probe />);
    await waitFor(() => expect(screen.getByText('refused')).toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('Unexpected API answer for', '/announcement');
  });
});
