/** An uploaded CSV's bad rows (line and problem), as the import previews list them. */
export function CsvRowErrors({ errors }: { errors: { line: number; message: string }[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-danger-text">Rows with errors</h3>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Rows with errors</caption>
        <thead className="text-xs uppercase text-ink-muted">
          <tr>
            <th scope="col" className="py-1 pr-4">
              Line
            </th>
            <th scope="col" className="py-1">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.line}-${e.message}`} className="border-t border-line">
              <td className="py-1 pr-4 tabular-nums">{e.line}</td>
              <td className="py-1 text-danger-text">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
