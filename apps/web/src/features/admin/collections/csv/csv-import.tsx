import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { useInvalidateRepository } from "../api/items.ts";
import { CSV_TEXT } from "../records-texts.ts";
import { dryRun, type ImportError, type ImportReport, refusedRows, runImport } from "./csv-api.ts";
import { ImportReportTable } from "./import-report.tsx";

type Stage =
  | { step: "choose" }
  | { step: "report"; report: ImportReport }
  | { step: "running"; done: number; total: number }
  | { step: "finished"; create: number; update: number };

/**
 * The CSV import: choose a file, check it (the dry run reports each row's action and errors, writing
 * nothing), confirm, follow the progress, read the summary. Rows with errors block the import: the
 * admin corrects the file and checks it again.
 */
export function CsvImport() {
  const t = CSV_TEXT;
  const invalidate = useInvalidateRepository();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<ImportError[]>([]);

  const failure = (caught: unknown, fallback: string) => {
    setError((isApiError(caught) && (caught.detail ?? caught.fieldMessage("file"))) || fallback);
    setRefused(refusedRows(caught));
  };

  async function check() {
    if (!file) return;
    setError(null);
    setRefused([]);
    setPending(true);
    try {
      setStage({ step: "report", report: await dryRun(file) });
    } catch (caught) {
      failure(caught, t.failed);
    } finally {
      setPending(false);
    }
  }

  async function run(report: ImportReport) {
    if (!file) return;
    setError(null);
    setRefused([]);
    const total = report.rows.length;
    setStage({ step: "running", done: 0, total });
    try {
      const summary = await runImport(file, (done, all) =>
        setStage({ step: "running", done, total: all || total }),
      );
      await invalidate();
      setStage({ step: "finished", create: summary.create, update: summary.update });
    } catch (caught) {
      setStage({ step: "report", report });
      failure(caught, t.failed);
    }
  }

  return (
    <section
      aria-labelledby="csv-import"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-card"
    >
      <h2 id="csv-import" className="font-display text-lg font-semibold">
        {t.importHeading}
      </h2>
      <p className="text-sm text-muted">{t.importNote}</p>
      <FormAlert message={error} />
      {refused.length > 0 && (
        <ul aria-label={t.problems} className="ml-4 list-disc text-sm text-ember">
          {refused.map((problem) => (
            <li key={`${problem.row}-${problem.column}-${problem.message}`}>
              {t.rowProblem(problem.row, problem.column, problem.message)}
            </li>
          ))}
        </ul>
      )}
      {stage.step === "finished" ? (
        <>
          <FormAlert tone="success" message={t.done(stage.create, stage.update)} />
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setFile(null);
                setStage({ step: "choose" });
              }}
            >
              {t.another}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <Input
              label={t.file}
              type="file"
              accept=".csv,text/csv"
              className="py-2"
              disabled={stage.step === "running"}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setStage({ step: "choose" });
                setError(null);
              }}
            />
          </div>
          <Button
            variant="secondary"
            disabled={!file || stage.step === "running"}
            loading={pending}
            loadingText={t.checking}
            onClick={() => void check()}
          >
            {t.dryRun}
          </Button>
        </div>
      )}
      {stage.step === "report" && (
        <>
          <ImportReportTable report={stage.report} />
          {stage.report.summary.errors > 0 ? (
            <p className="text-sm font-semibold text-ember">{t.fixFirst}</p>
          ) : (
            <div>
              <Button onClick={() => void run(stage.report)}>{t.confirm}</Button>
            </div>
          )}
        </>
      )}
      {stage.step === "running" && (
        <div className="flex flex-col gap-1">
          <span className="text-sm">{t.importing}</span>
          <div
            role="progressbar"
            aria-label={t.progress}
            aria-valuemin={0}
            aria-valuemax={stage.total}
            aria-valuenow={stage.done}
            className="h-2 overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full bg-clay transition-[width]"
              style={{ width: `${stage.total ? (stage.done / stage.total) * 100 : 0}%` }}
            />
          </div>
        </div>
      )}
    </section>
  );
}
