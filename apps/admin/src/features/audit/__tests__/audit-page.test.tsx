import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { changeRows, shortText } from '../audit-changes';
import { AuditPage } from '../audit-page';

const entry = {
  _id: 'e1',
  at: '2026-11-23T10:00:00.000Z',
  actor: { id: 's1', email: 'meera@vastra.test', role: 'staff' },
  action: 'product.update',
  entity: { type: 'product', id: 'p1', label: 'Linen kurta' },
  before: { price: 1999, sellingPrice: 1799, inventory: [{ size: 'M', stock: 4 }] },
  after: { price: 1799, sellingPrice: 1799, inventory: [{ size: 'M', stock: 9 }] },
};

const staff = [
  { _id: 's1', name: 'Meera Shah', email: 'meera@vastra.test', role: 'staff', active: true },
  { _id: 's2', name: 'Ravi Kumar', email: 'ravi@vastra.test', role: 'owner', active: true },
];

function setup(path = '/audit') {
  signInAs('owner');
  const calls = mockFetch({
    'GET /api/admin/audit': () => ({
      success: true,
      entries: [entry],
      pagination: { page: 2, limit: 50, total: 51, pages: 2 },
    }),
    'GET /api/admin/audit/filters': () => ({
      success: true,
      actions: ['order.note', 'product.update'],
      entityTypes: ['order', 'product'],
    }),
    'GET /api/admin/staff': () => ({ success: true, staff }),
  });
  renderRoute(<AuditPage />, { path });
  return calls;
}

const auditCalls = (calls: ReturnType<typeof setup>) =>
  calls.filter((c) => c.path === '/api/admin/audit');

describe('an audit entry’s changes', () => {
  it('lists only the fields that changed, nested values as short text, never JSON', () => {
    expect(changeRows(entry)).toEqual([
      { field: 'price', before: '1999', after: '1799' },
      { field: 'inventory', before: 'size M, stock 4', after: 'size M, stock 9' },
    ]);
    expect(changeRows({ before: null, after: { name: 'New', trending: true } })).toEqual([
      { field: 'name', before: '—', after: 'New' },
      { field: 'trending', before: '—', after: 'yes' },
    ]);
    // Records are followed to the field that changed.
    expect(
      changeRows({
        before: { shipment: { courier: 'Delhivery', awb: 'AB12' } },
        after: { shipment: { courier: 'Delhivery', awb: 'CD34' }, filters: {} },
      }),
    ).toEqual([{ field: 'shipment › awb', before: 'AB12', after: 'CD34' }]);
    expect(shortText([])).toBe('none');
    expect(shortText({ status: 'Pending', from: '2026-11-01' })).toBe(
      'status Pending, from 2026-11-01',
    );
    expect(shortText(Array.from({ length: 60 }, (_, i) => ({ size: `S${i}`, stock: i })))).toMatch(
      /…$/,
    );
    for (const r of changeRows(entry)) expect(`${r.before}${r.after}`).not.toMatch(/[{}[\]"]/);
  });
});

describe('the audit log', () => {
  it('shows the server’s page of entries with their changes', async () => {
    const calls = setup('/audit?page=2&action=product.update');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getByText('Linen kurta').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('meera@vastra.test (Staff)');
    expect(row).toHaveTextContent('price: 1999 → 1799');
    expect(row).toHaveTextContent('inventory: size M, stock 4 → size M, stock 9');
    expect(row).not.toHaveTextContent('selling price');
    expect(screen.getByText('51–51 of 51')).toBeInTheDocument();
    const first = auditCalls(calls)[0];
    expect(first?.url.searchParams.get('page')).toBe('2');
    expect(first?.url.searchParams.get('limit')).toBe('50');
    expect(first?.url.searchParams.get('action')).toBe('product.update');
  });

  it('filters by choices read from the API: action, kind of record and staff member', async () => {
    const calls = setup('/audit?action=product.update');
    const action = await screen.findByLabelText<HTMLSelectElement>('Action');
    await screen.findByRole('option', { name: 'order.note' });
    expect(action.value).toBe('product.update');
    expect([...action.options].map((o) => o.textContent)).toEqual([
      'All actions',
      'order.note',
      'product.update',
    ]);
    const kind = screen.getByLabelText<HTMLSelectElement>('Kind of record');
    expect([...kind.options].map((o) => o.value)).toEqual(['', 'order', 'product']);
    const who = screen.getByLabelText<HTMLSelectElement>('Staff member');
    await screen.findByRole('option', { name: 'Ravi Kumar (ravi@vastra.test)' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.selectOptions(who, 's2');
    await waitFor(() => expect(auditCalls(calls).at(-1)?.url.searchParams.get('actor')).toBe('s2'));
    await userEvent.selectOptions(kind, 'order');
    await userEvent.selectOptions(action, '');
    await waitFor(() => {
      const last = auditCalls(calls).at(-1)?.url.searchParams;
      expect(last?.get('entityType')).toBe('order');
      expect(last?.has('action')).toBe(false);
      expect(last?.get('actor')).toBe('s2');
    });
  });
});
