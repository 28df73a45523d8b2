import type { ReactNode } from "react";
import { TRENDS_TEXT as t } from "./trends-texts.ts";

/** A chart's figures as a table people and screen readers can read, folded by default. */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-clay">{t.showTable}</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="w-full border-collapse text-left tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b border-line px-2 py-1 font-medium text-muted"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => {
                  const key = `${row.key}-${columns[i]}`;
                  return i === 0 ? (
                    <th key={key} scope="row" className="border-b border-line px-2 py-1 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={key} className="border-b border-line px-2 py-1">
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
