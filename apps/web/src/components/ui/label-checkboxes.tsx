import { LOCAL_CONTEXTS_LABELS } from "@heritage/domain/local-contexts-label-texts";
import { LABEL_CODES, type LabelCode } from "@heritage/domain/local-contexts-labels";
import type { Dispatch, SetStateAction } from "react";
import { useLanguage } from "../../lib/i18n/use-language.ts";
import { Checkbox } from "./checkbox.tsx";

/** Local Contexts labels as checkboxes in two columns, each named and explained in the reader's language. */
export function LabelCheckboxes({
  codes = LABEL_CODES,
  labels,
  setLabels,
}: {
  codes?: readonly LabelCode[];
  labels: readonly LabelCode[];
  setLabels: Dispatch<SetStateAction<LabelCode[]>>;
}) {
  const language = useLanguage();
  return (
    <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
      {codes.map((code) => (
        <Checkbox
          key={code}
          label={LOCAL_CONTEXTS_LABELS[code].name[language]}
          title={LOCAL_CONTEXTS_LABELS[code].explanation[language]}
          checked={labels.includes(code)}
          onChange={(event) =>
            setLabels((now) => (event.target.checked ? [...now, code] : now.filter((c) => c !== code)))
          }
        />
      ))}
    </div>
  );
}
