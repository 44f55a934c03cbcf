import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../data-table';

interface Row {
  _id: string;
  name: string;
  price: number;
}
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'name', header: 'Name', enableSorting: true },
  { accessorKey: 'price', header: 'Price' },
];
const rows: Row[] = [
  { _id: 'a', name: 'Kurta', price: 999 },
  { _id: 'b', name: 'Saree', price: 2499 },
];

function setup(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const handlers = {
    onPageChange: vi.fn(),
    onSortChange: vi.fn(),
    onPageSizeChange: vi.fn(),
  };
  render(
    <DataTable<Row>
      caption="Products"
      columns={columns}
      rows={rows}
      total={45}
      page={2}
      pageSize={20}
      sort={null}
      getRowId={(r) => r._id}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  it('shows the rows of the page it is given and where they sit in the whole list', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Saree')).toBeInTheDocument();
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('asks its parent for the next and previous page instead of paging itself', async () => {
    const h = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(h.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(h.onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Next on the last page', () => {
    setup({ page: 3 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('sorts only sortable columns, reporting the sort to the server side and showing aria-sort', async () => {
    const h = setup({ sort: { id: 'name', desc: false } });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'Price' })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(within(header).getByRole('button'));
    expect(h.onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
  });

  it('changes the page size through its parent', async () => {
    const h = setup();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(h.onPageSizeChange).toHaveBeenLastCalledWith(50);
  });

  it('says so when there are no rows', () => {
    setup({ rows: [], total: 0, page: 1, empty: 'No products match.' });
    expect(screen.getByText('No products match.')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });
});
