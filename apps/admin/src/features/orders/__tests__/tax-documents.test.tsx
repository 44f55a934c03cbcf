import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { TaxDocuments } from '../components/tax-documents';
import { adminOrder, ORDER_ID } from '@/test/order-fixtures';

describe('the order’s tax documents', () => {
  it('says an invoice comes with confirmation', () => {
    signInAs('readonly');
    renderRoute(<TaxDocuments order={adminOrder({ invoice: null })} />);
    expect(screen.getByText(/one is issued once the order is confirmed/)).toBeInTheDocument();
  });

  it('shows the invoice number and opens its credit note beside it', async () => {
    signInAs('readonly');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    URL.createObjectURL = vi.fn(() => 'blob:note');
    URL.revokeObjectURL = vi.fn();
    const path = `/api/admin/orders/${ORDER_ID}/credit-notes/VCN%2F26-27%2F000002`;
    const calls = mockFetch({
      [`GET ${path}`]: () =>
        new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderRoute(
      <TaxDocuments
        order={adminOrder({
          status: 'Cancelled',
          invoice: { number: 'VST/26-27/000007', issuedAt: '2026-11-20T10:00:00.000Z' },
          creditNotes: [
            {
              number: 'VCN/26-27/000002',
              issuedAt: '2026-11-21T10:00:00.000Z',
              kind: 'cancellation',
              amount: 1299,
            },
          ],
        })}
      />,
    );
    expect(screen.getByText(/Invoice VST\/26-27\/000007/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: /Credit note VCN\/26-27\/000002 \(cancellation/ }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:note', '_blank', 'noopener'));
    expect(calls.map((c) => c.path)).toEqual([path]);
    open.mockRestore();
  });
});
