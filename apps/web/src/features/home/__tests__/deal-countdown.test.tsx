import { Msg, type HomeDeal } from '@vastra/contracts';
import { act, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, testQueryClient } from '@/test/render';
import { controlIntersections } from '@vastra/ui/test/intersection';
import { homeDealQueryOptions } from '../api/get-home-deal';
import { DealCountdown, timeLeft } from '../components/deal-countdown';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const deal = (over: Partial<HomeDeal> = {}): HomeDeal => ({
  status: 'on',
  eyebrow: 'Deal of the Week',
  heading: 'Up to 50% off festive edits',
  detail: 'Women’s wear, 20% off or more.',
  // 3 days, 4 hours, 5 minutes and 6 seconds after NOW.
  endsAt: new Date(NOW + ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000).toISOString(),
  link: '/women/64b0000000000000000000c1?discount=20',
  ...over,
});

function renderDeal(d: HomeDeal) {
  const client = testQueryClient();
  client.setQueryData(homeDealQueryOptions().queryKey, d);
  const view = renderRoute(<DealCountdown />, { client });
  // The query cache's notifications wait for a zero-delay timer.
  if (vi.isFakeTimers()) act(() => vi.advanceTimersByTime(0));
  return view;
}

/** The value of a box (its label comes first in the markup, drawn below the value). */
const value = (label: string) => screen.getByText(label).nextSibling?.textContent;

describe('deal countdown', () => {
  it('splits the time left and expires at zero', () => {
    expect(timeLeft(90_061_000, 0)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      expired: false,
    });
    expect(timeLeft(1000, 1000).expired).toBe(true);
    expect(timeLeft(1000, 5000).expired).toBe(true);
  });

  it('counts down to the stored end, the same on every load, and opens the deal’s listing', () => {
    vi.useFakeTimers({ now: NOW });
    const first = renderDeal(deal());
    expect(screen.getByRole('heading', { name: 'Up to 50% off festive edits' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop the Deal' })).toHaveAttribute(
      'href',
      '/women/64b0000000000000000000c1?discount=20',
    );
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual([
      '03',
      '04',
      '05',
      '06',
    ]);
    first.unmount();
    // A reload a minute later counts on from the same end: it does not start again.
    vi.setSystemTime(NOW + 60_000);
    renderDeal(deal());
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual([
      '03',
      '04',
      '04',
      '06',
    ]);
  });

  it("ticks every second while seen and reads 'Deal Expired!' at the end", () => {
    const setInView = controlIntersections();
    vi.useFakeTimers({ now: NOW });
    renderDeal(deal({ endsAt: new Date(NOW + 2000).toISOString() }));
    setInView(true);
    expect(value('Seconds')).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(value('Seconds')).toBe('01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(Msg.dealExpired)).toBeInTheDocument();
    expect(screen.queryByText('Seconds')).toBeNull();
  });

  it("shows 'Deal Expired!' at once for a deal that has ended", () => {
    vi.useFakeTimers({ now: NOW });
    renderDeal(deal({ endsAt: new Date(NOW - 1).toISOString() }));
    expect(screen.getByText(Msg.dealExpired)).toBeInTheDocument();
  });

  it('shows nothing for a deal switched off', () => {
    renderDeal(deal({ status: 'off' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Shop the Deal')).toBeNull();
  });

  it('renders dashes on the server (hydration draws the same), in the clock’s own boxes', () => {
    const client = testQueryClient();
    client.setQueryData(homeDealQueryOptions().queryKey, deal());
    const html = renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DealCountdown />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Up to 50% off festive edits');
    expect(html.match(/>--</g)).toHaveLength(4);
    expect(html).not.toContain(Msg.dealExpired);
  });

  it('runs no timer while off screen or in a hidden tab, and catches up when seen', () => {
    const setInView = controlIntersections();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const showTab = (state: 'visible' | 'hidden') => {
      visibility.mockReturnValue(state);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    vi.useFakeTimers({ now: NOW });
    renderDeal(deal());
    // The query's own stale timer is not the clock's.
    const others = vi.getTimerCount();
    const ticking = () => vi.getTimerCount() - others;
    expect(ticking()).toBe(0);
    setInView(true);
    expect(ticking()).toBe(1);
    showTab('hidden');
    expect(ticking()).toBe(0);
    // Ten seconds pass unseen; shown again, it reads the clock at once.
    act(() => vi.advanceTimersByTime(10_000));
    expect(value('Seconds')).toBe('06');
    showTab('visible');
    expect(value('Seconds')).toBe('56');
    expect(ticking()).toBe(1);
    setInView(false);
    expect(ticking()).toBe(0);
  });
});
