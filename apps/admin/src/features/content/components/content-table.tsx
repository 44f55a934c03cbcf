import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentColumn, ContentRecord } from '../lib/content-kind';

/**
 * A content kind's records as a sortable table (content lists are short: every record is loaded
 * and sorted in the browser), with an Edit link and a Delete button per row.
 */
export function ContentTable({
  caption,
  columns,
  rows,
  editPath,
  canWrite,
  onDelete,
}: {
  caption: string;
  columns: readonly ContentColumn[];
  rows: ContentRecord[];
  editPath: (row: ContentRecord) => string;
  canWrite: boolean;
  onDelete: (row: ContentRecord) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const defs = useMemo<ColumnDef<ContentRecord>[]>(
    () => [
      ...columns.map((c): ColumnDef<ContentRecord> => ({
        id: c.key,
        header: c.header,
        accessorFn: (row) => (c.format ? c.format(row[c.key], row) : display(row[c.key])),
      })),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-3">
            <Link
              to={editPath(row.original)}
              className="font-medium text-blue-800 underline"
              aria-label={`${canWrite ? 'Edit' : 'View'} ${rowName(row.original, columns)}`}
            >
              {canWrite ? 'Edit' : 'View'}
            </Link>
            {canWrite && (
              <button
                type="button"
                onClick={() => onDelete(row.original)}
                className="font-medium text-red-800 underline"
                aria-label={`Delete ${rowName(row.original, columns)}`}
              >
                Delete
              </button>
            )}
          </div>
        ),
      },
    ],
    [columns, editPath, canWrite, onDelete],
  );
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((g) => (
          <tr key={g.id} className="border-b border-slate-300">
            {g.headers.map((h) => {
              const sorted = h.column.getIsSorted();
              return (
                <th
                  key={h.id}
                  scope="col"
                  className="px-2 py-2 font-semibold"
                  aria-sort={
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                  }
                >
                  {h.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={h.column.getToggleSortingHandler()}
                      className="font-semibold underline-offset-2 hover:underline"
                    >
                      {flexRender(h.column.columnDef.header, h.getContext())}
                      <span aria-hidden>
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </span>
                    </button>
                  ) : (
                    flexRender(h.column.columnDef.header, h.getContext())
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((r) => (
          <tr key={r.id} className="border-b border-slate-200">
            {r.getVisibleCells().map((cell) => (
              <td key={cell.id} className="px-2 py-2 align-top">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function display(v: unknown): string {
  if (v == null) return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return String(v.length);
  return String(v);
}

/** The row's first column's text, so each row's buttons have a distinct accessible name. */
function rowName(row: ContentRecord, columns: readonly ContentColumn[]): string {
  const first = columns[0];
  return first ? display(row[first.key]) || 'item' : 'item';
}
