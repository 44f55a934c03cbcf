import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { NewsletterPage } from '../components/newsletter-page';

const subscribers = {
  success: true,
  data: [
    {
      _id: '64b0000000000000000000a7',
      email: 'neha@example.com',
      subscribedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  pagination: { page: 1, limit: 20, total: 1, pages: 1 },
};

describe('newsletter subscribers', () => {
  it('lists subscribers, searches by e-mail and downloads every one as CSV', async () => {
    signInAs('staff');
    URL.createObjectURL = vi.fn(() => 'blob:subscribers');
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const calls = mockFetch({
      'GET /api/admin/newsletter': () => subscribers,
      'GET /api/admin/newsletter/export.csv': () =>
        new Response('email,subscribed_at\nneha@example.com,2026-11-01T00:00:00.000Z\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    });
    renderRoute(<NewsletterPage />, { path: '/newsletter' });
    expect(await screen.findByText('neha@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'neha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('neha@example.com');
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('neha');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/api/admin/newsletter/export.csv')).toBe(true);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it('offers read-only staff the list but not the export', async () => {
    signInAs('readonly');
    mockFetch({ 'GET /api/admin/newsletter': () => subscribers });
    renderRoute(<NewsletterPage />, { path: '/newsletter' });
    await screen.findByText('neha@example.com');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
