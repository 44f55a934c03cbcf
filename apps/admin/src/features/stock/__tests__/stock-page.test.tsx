import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueMsg } from '@vastra/contracts/admin/catalogue';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { StockPage } from '../stock-page';

const change = {
  line: 2,
  productId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  product: 'Linen kurta',
  slug: 'linen-kurta',
  size: 'M',
  before: 4,
  after: 12,
};

function choose(file = new File(['product,size,stock\nlinen-kurta,M,12\n'], 'stock.csv')) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

describe('the bulk stock page', () => {
  it('previews the changes, then applies the same file', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'POST /api/admin/stock/csv/preview': () => ({
        success: true,
        changes: [change],
        errors: [],
        summary: { rows: 2, changes: 1, unchanged: 1, errors: 0 },
      }),
      'POST /api/admin/stock/csv/apply': () => ({ success: true, applied: 1, products: 1 }),
    });
    renderRoute(<StockPage />, { path: '/stock' });
    choose();
    expect(await screen.findByText('4 → 12')).toBeInTheDocument();
    expect(
      screen.getByText(/2 rows: 1 changes a stock count, 1 unchanged, 0 with errors/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText('Stock updated: 1 size of 1 product.')).toBeInTheDocument();
    const apply = calls.find((c) => c.path === '/api/admin/stock/csv/apply');
    expect(apply?.body).toBeInstanceOf(FormData);
    expect(((apply?.body as FormData).get('file') as File).name).toBe('stock.csv');
  });

  it('lists each bad row with its line and does not offer to apply', async () => {
    signInAs('staff');
    mockFetch({
      'POST /api/admin/stock/csv/preview': () => ({
        success: true,
        changes: [change],
        errors: [{ line: 3, message: 'No product with the slug "nope".' }],
        summary: { rows: 2, changes: 1, unchanged: 0, errors: 1 },
      }),
    });
    renderRoute(<StockPage />, { path: '/stock' });
    choose();
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(table).toHaveTextContent('3');
    expect(table).toHaveTextContent('No product with the slug "nope".');
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
    expect(screen.getByText(CatalogueMsg.csvHasErrors)).toBeInTheDocument();
  });
});
