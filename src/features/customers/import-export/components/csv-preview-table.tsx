import { useId } from 'react';

/**
 * An import file's first lines as a table (header, then the first data rows), so a person sees
 * what the file holds before importing it; a file with no data rows says so.
 */
export function CsvPreviewTable({
  title,
  emptyText,
  preview,
}: {
  title: string;
  emptyText: string;
  preview: { header: readonly string[]; rows: readonly (readonly string[])[] };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-700">
        {title}
      </h3>
      <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
        <table className="min-w-full text-xs" data-testid="csv-preview">
          <thead className="bg-slate-50">
            <tr>
              {preview.header.map((cell, index) => (
                <th
                  key={index}
                  scope="col"
                  className="px-2 py-1.5 text-left font-semibold whitespace-nowrap text-slate-600"
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c} className="max-w-48 truncate px-2 py-1.5 whitespace-nowrap">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{emptyText}</p>
      ) : null}
    </section>
  );
}
