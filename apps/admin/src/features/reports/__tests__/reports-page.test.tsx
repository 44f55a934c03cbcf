import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ReportsPage } from '../reports-page';

const row = {
  period: '2026-11-02',
  orders: 3,
  gross: 3498,
  discounts: 0,
  reversed: 1769.1,
  feesKept: 129.9,
  net: 1728.9,
  refunded: 1169.1,
  collected: 2328.9,
};

describe('the sales reports page', () => {
  it('shows the server’s figures with totals, and asks again for the range chosen', async () => {
    signInAs('readonly');
    const calls = mockFetch({
      'GET /api/admin/reports/sales': () => ({
        success: true,
        rows: [row],
        totals: { ...row, period: 'Total' },
      }),
    });
    renderRoute(<ReportsPage />, { path: '/reports' });
    const table = await screen.findByRole('table', { name: /^Sales from/ });
    const body = within(table).getByText('2026-11-02').closest('tr') as HTMLElement;
    expect(body).toHaveTextContent('₹3,498');
    expect(body).toHaveTextContent('₹1,769.10');
    expect(body).toHaveTextContent('₹1,728.90');
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('₹2,328.90');
    expect(calls[0]?.url.searchParams.get('by')).toBe('day');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: /^Sales from 2026-04-01/ });
    const last = calls.at(-1);
    expect(last?.url.searchParams.get('from')).toBe('2026-04-01');
    expect(last?.url.searchParams.get('by')).toBe('month');
  });
});
