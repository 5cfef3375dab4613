import { useId } from 'react';
import { DownloadIcon } from '@/components/ui/icons';
import { formatStaffNumber } from '@/lib/staff-number-format';

export interface InsightRow {
  key: string;
  /** The key as staff read it ('Teléfono' for phone). */
  name: string;
  /** Chosen, it filters the whole page by this row (sources and campaigns). */
  onChoose?: () => void;
  values: number[];
}

interface Props {
  title: string;
  caption: string;
  /** The headers of `values`, after the key's column. */
  columns: string[];
  /** The key column's header ('Fuente'). */
  keyColumn: string;
  /** Read before a row's name on its filter button: 'Filtrar por la fuente' qr. */
  chooseLabel?: string;
  rows: InsightRow[];
  exportUrl: string;
  /** For the export link's name: "Exportar CSV de fuentes". */
  exportName: string;
}

/** One breakdown of the period: its title and CSV link above a table with a caption. */
export function InsightTable({ title, caption, columns, keyColumn, chooseLabel, rows, exportUrl, exportName }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h4>
        <a
          href={exportUrl}
          download
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-blue hover:bg-brand-sky focus-visible:outline-3 focus-visible:outline-brand-gold"
        >
          <DownloadIcon className="h-4 w-4" />
          Exportar CSV <span className="sr-only">de {exportName}</span>
        </a>
      </div>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                {keyColumn}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pl-2 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="py-6 text-center text-slate-500">
                  Sin datos en este periodo.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-2 font-normal break-words text-slate-900">
                  {row.onChoose ? (
                    <button
                      type="button"
                      onClick={row.onChoose}
                      className="rounded text-left font-semibold text-brand-blue underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-gold"
                    >
                      <span className="sr-only">{chooseLabel}</span> {row.name}
                    </button>
                  ) : (
                    row.name
                  )}
                </th>
                {row.values.map((value, index) => (
                  <td key={columns[index]} className="py-2 pl-2 text-right text-slate-700 tabular-nums">
                    {formatStaffNumber(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
