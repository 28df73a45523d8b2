import { type District, type Province, RWANDA_PROVINCES } from "@heritage/domain/delivery";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { offerTexts } from "../../components/orders/offer-texts.ts";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { localizeMessage } from "../../lib/i18n/message-areas.ts";

/**
 * Rwanda's thirty districts as checkboxes under their province, one fieldset: on a phone a column of
 * 44 px rows, two columns from a tablet on. `registered` is react-hook-form's registration of the
 * array field (every box shares it, so the checked values arrive as a list).
 */
export function DistrictsPicker({
  legend,
  hint,
  error,
  registered,
}: {
  legend: string;
  hint: string;
  error: string | undefined;
  registered: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {(Object.entries(RWANDA_PROVINCES) as [Province, readonly District[]][]).map(
          ([province, districts]) => (
            <div key={province} className="flex flex-col">
              <p className="text-sm font-semibold text-muted">{offerTexts.provinces[province]}</p>
              {districts.map((district) => (
                <Checkbox key={district} label={district} value={district} {...registered} />
              ))}
            </div>
          ),
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-ember" role="alert">
          {localizeMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
