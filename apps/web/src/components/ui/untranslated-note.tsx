import { Languages } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { commonMessages } from "../../lib/i18n/areas/common.ts";

/** What the API says about a record's texts (decision 105). */
export interface ServedLanguage {
  language: string;
  translated: boolean;
}

/**
 * "Not yet translated", shown beside a record whose texts are served in its original language
 * because the reader's language has no translation yet. Nothing when the record is translated.
 */
export function UntranslatedNote({ record, className }: { record: ServedLanguage; className?: string }) {
  if (record.translated) return null;
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs text-muted italic", className)}>
      <Languages aria-hidden="true" className="size-3.5" />
      {commonMessages.content.notYetTranslated}
    </span>
  );
}
