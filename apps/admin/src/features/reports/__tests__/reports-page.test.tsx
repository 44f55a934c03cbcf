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
      'GET /api/admin/reports/gst': () => ({
        success: true,
        invoices: 2,
        creditNotes: 1,
        rows: [
          {
            placeOfSupply: 'Delhi (07)',
            rate: 5,
            taxable: 1142.86,
            cgst: 28.57,
            sgst: 28.57,
            igst: 0,
            total: 1200,
          },
        ],
      }),
    });
    renderRoute(<ReportsPage />, { path: '/reports' });
    const table = await screen.findByRole('table', { name: /^Sales from/ });
    const body = within(table).getByText('2026-11-02').closest('tr') as HTMLElement;
    expect(body).toHaveTextContent('₹3,498');
    expect(body).toHaveTextContent('₹1,769.10');
    expect(body).toHaveTextContent('₹1,728.90');
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('₹2,328.90');
    expect(calls.find((c) => c.url.pathname.endsWith('/sales'))?.url.searchParams.get('by')).toBe(
      'day',
    );
    const gst = await screen.findByRole('table', { name: 'GST by place of supply and rate' });
    expect(within(gst).getByText('Delhi (07)').closest('tr')).toHaveTextContent('₹28.57');
    expect(screen.getByText(/Invoices issued: 2 · credit notes issued: 1/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: /^Sales from 2026-04-01/ });
    const last = calls.filter((c) => c.url.pathname.endsWith('/sales')).at(-1);
    expect(last?.url.searchParams.get('from')).toBe('2026-04-01');
    expect(last?.url.searchParams.get('by')).toBe('month');
  });
});
