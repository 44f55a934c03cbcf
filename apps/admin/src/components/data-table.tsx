import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { cn } from '@vastra/ui/cn';
import type { ReactNode } from 'react';
import { PAGE_SIZES, type ListSort } from '@/lib/list-params';

export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption, visually hidden). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** Rows on the server matching the filters (all pages); default: the rows given. */
  total?: number;
  page?: number;
  pageSize?: number;
  sort?: ListSort | null;
  /** Without it the table is one unpaginated list (no pager). */
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  onSortChange?: (sort: ListSort | null) => void;
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  getRowId?: (row: Row) => string;
}

/**
 * A table on TanStack Table whose rows, sorting and pagination come from the server: the table
 * only shows one page and reports what the user asks for (a sort column, a page) to its parent,
 * which keeps that state in the URL and asks the API. Only columns with `enableSorting: true` can
 * be sorted; their headers are buttons and carry `aria-sort`.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  total = rows.length,
  page = 1,
  pageSize = Math.max(rows.length, 1),
  sort = null,
  onPageChange,
  onPageSizeChange,
  onSortChange,
  loading = false,
  empty = 'Nothing here yet.',
  getRowId,
}: DataTableProps<Row>) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    // Columns are unsortable unless they say otherwise.
    defaultColumn: { enableSorting: false },
    pageCount,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.(first ? { id: first.id, desc: first.desc } : null);
    },
    getCoreRowModel: getCoreRowModel(),
  });
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="flex flex-col gap-3">
      {/* Focusable, so a keyboard user can scroll a table wider than the screen (axe's
          scrollable-region-focusable); a named region says what the stop is. */}
      <div
        role="region"
        aria-label={caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-line"
      >
        <table
          className="w-full border-collapse text-left text-sm"
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const dir = header.column.getIsSorted();
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2.5 font-semibold whitespace-nowrap"
                      aria-sort={
                        canSort
                          ? dir === 'asc'
                            ? 'ascending'
                            : dir === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-ink"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden className="text-[0.7rem]">
                            {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-line hover:bg-surface-muted/60">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2.5 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr className="border-t border-line">
                <td colSpan={columns.length} className="px-3 py-10 text-center text-ink-muted">
                  {loading ? 'Loading…' : empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {onPageChange && (
        <nav
          aria-label={`${caption} pages`}
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p className="text-ink-muted" aria-live="polite">
            {total === 0 ? 'No results' : `${from}–${to} of ${total}`}
          </p>
          <div className="flex items-center gap-2">
            {onPageSizeChange && (
              <label className="flex items-center gap-2 text-ink-muted">
                Rows per page
                <select
                  className="rounded-md border border-line bg-surface px-2 py-1 text-ink"
                  value={pageSize}
                  onChange={(e) => onPageSizeChange(Number(e.target.value))}
                >
                  {PAGE_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              Previous
            </Button>
            <span className={cn('tabular-nums text-ink-muted')}>
              Page {page} of {pageCount}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            >
              Next
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
