import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { AuditPage, changeLines } from '../audit-page';

const entry = {
  _id: 'e1',
  at: '2026-11-23T10:00:00.000Z',
  actor: { id: 's1', email: 'meera@vastra.test', role: 'staff' },
  action: 'product.update',
  entity: { type: 'product', id: 'p1', label: 'Linen kurta' },
  before: { price: 1999, inventory: [{ size: 'M', stock: 4 }] },
  after: { price: 1799, inventory: [{ size: 'M', stock: 9 }] },
};

describe('the audit log', () => {
  it('writes each changed field as before → after', () => {
    expect(changeLines(entry)).toEqual([
      'price: 1999 → 1799',
      'inventory: [{"size":"M","stock":4}] → [{"size":"M","stock":9}]',
    ]);
    expect(changeLines({ before: null, after: { name: 'New' } })).toEqual(['name: — → New']);
  });

  it('lists the server’s page of entries and asks for the filters in the URL', async () => {
    signInAs('owner');
    const calls = mockFetch({
      'GET /api/admin/audit': () => ({
        success: true,
        entries: [entry],
        pagination: { page: 2, limit: 50, total: 51, pages: 2 },
      }),
    });
    renderRoute(<AuditPage />, { path: '/audit?page=2&action=product.update' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getByText('Linen kurta').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('meera@vastra.test (Staff)');
    expect(row).toHaveTextContent('price: 1999 → 1799');
    expect(screen.getByText('51–51 of 51')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.url.searchParams.get('limit')).toBe('50');
    expect(calls[0]?.url.searchParams.get('action')).toBe('product.update');
  });
});
