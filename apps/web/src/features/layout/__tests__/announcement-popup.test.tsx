import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, testQueryClient } from '@/test/render';
import { AnnouncementPopup } from '../components/announcement-popup';

afterEach(() => {
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
});
