import { PAGE_SIZE } from "@heritage/domain/constants";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { type ItemFilters, itemListQuery } from "../item-filters.tsx";
import { CSV_TEXT } from "../records-texts.ts";
import { downloadCsv } from "./csv-api.ts";
import { CsvImport } from "./csv-import.tsx";

/** Export the items the list's filters select; import a CSV after a dry run. */
export function CsvPanel({ filters }: { filters: ItemFilters }) {
  const t = CSV_TEXT;
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const { page: _page, page_size: _size, ...query } = itemListQuery(filters, 1, PAGE_SIZE);
      await downloadCsv(query);
    } catch {
      toast({ title: t.exportFailed, tone: "error" });
    } finally {
      setExporting(false);
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="csv-export"
        className="rounded-lg border border-line bg-surface p-4 shadow-card"
      >
        <h2 id="csv-export" className="font-display text-lg font-semibold">
          {t.exportHeading}
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">{t.exportNote}</p>
        <Button
          variant="secondary"
          loading={exporting}
          loadingText={t.exporting}
          onClick={() => void exportCsv()}
        >
          <Download aria-hidden="true" className="size-4" />
          {t.export}
        </Button>
      </section>
      <CsvImport />
    </div>
  );
}
