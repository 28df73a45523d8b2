import { CSV_TEXT } from "../records-texts.ts";
import type { ImportReport } from "./csv-api.ts";

/**
 * The dry run's answer: the totals, then one line per row with its action, the changes to who may
 * see the item (decision 162) and each error (column: message).
 */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const t = CSV_TEXT;
  const { create, update, errors } = report.summary;
  const protocolRows = report.rows.filter((row) => (row.protocol_changes ?? []).length > 0).length;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-semibold">
        {t.summary(create, update, errors)}
      </p>
      {protocolRows > 0 && <p>{t.protocolSummary(protocolRows)}</p>}
      <div className="max-h-96 overflow-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.reportLabel}</caption>
          <thead className="sticky top-0 bg-sand text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.row}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.action}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.identifier}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.protocol}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.problems}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {report.rows.map((row) => (
              <tr key={row.row} className={row.errors.length > 0 ? "bg-ember-soft/50" : undefined}>
                <th scope="row" className="px-3 py-2 font-normal">
                  {row.row}
                </th>
                <td className="px-3 py-2">{t.actions[row.action]}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{row.identifier || row.slug}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">
                  {(row.protocol_changes ?? []).length > 0 && (
                    <ul>
                      {row.protocol_changes?.map((change) => (
                        <li key={change.column}>
                          {t.protocolChange(change.column, change.before, change.after)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-2">
                  {row.errors.length === 0 ? (
                    <span className="text-muted">{t.noProblem}</span>
                  ) : (
                    <ul className="text-ember">
                      {row.errors.map((problem) => (
                        <li key={`${problem.column}-${problem.message}`}>
                          {t.problem(problem.column, problem.message)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
