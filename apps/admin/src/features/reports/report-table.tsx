/** A report's table: a header row from the CSV columns (without "(INR)"), rows and an optional total. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cell,
  total,
}: {
  caption: string;
  columns: readonly { key: keyof Row & string; header: string }[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  cell: (row: Row, key: keyof Row & string) => string;
  total?: Row;
}) {
  return (
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={caption}
      // A wide table scrolls sideways on a phone: the region takes focus so keys can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-ink-muted">
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-2 py-2 font-medium">
                {c.header.replace(' (INR)', '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} className="px-2 py-1.5 tabular-nums whitespace-nowrap">
                  {cell(r, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className="border-t-2 border-line font-semibold">
              {columns.map((c) => (
                <td key={c.key} className="px-2 py-2 tabular-nums whitespace-nowrap">
                  {cell(total, c.key)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
