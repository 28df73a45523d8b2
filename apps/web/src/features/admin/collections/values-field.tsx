import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { controlClass } from "../../../components/ui/field.tsx";
import { localizeMessage } from "../../../lib/i18n/messages.ts";
import { ITEM_FORM_TEXT } from "./collections-texts.ts";

/**
 * A repeatable Dublin Core element: one input per value, each with its own label ("Creator 2") and a
 * remove button, and an "add" button after them, so a keyboard reaches and changes every value.
 * Blank values are dropped when the item is saved.
 */
export function ValuesField({
  label,
  values,
  onChange,
  error,
  multiline = false,
  lang,
  disabled,
  suggestions,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  multiline?: boolean;
  lang?: string;
  disabled?: boolean;
  /** Values the browser offers as each input is typed in (a datalist); any other text stays allowed. */
  suggestions?: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const listId = suggestions && suggestions.length > 0 ? `${id}-suggestions` : undefined;
  const t = ITEM_FORM_TEXT;
  // An element with no value shows one empty line to type in.
  const shown = values.length === 0 ? [""] : values;
  const set = (index: number, value: string) =>
    onChange(shown.map((old, at) => (at === index ? value : old)));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      {listId && (
        <datalist id={listId}>
          {suggestions?.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value} label={suggestion.label}>
              {suggestion.label}
            </option>
          ))}
        </datalist>
      )}
      {shown.map((value, index) => {
        const inputId = `${id}-${index}`;
        const name = t.valueLabel(label, index + 1);
        const control = {
          id: inputId,
          value,
          lang,
          disabled,
          "aria-invalid": error ? true : undefined,
          onChange: (event: { target: { value: string } }) => set(index, event.target.value),
        };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the values are plain strings edited in place
          <div key={index} className="flex items-start gap-2">
            <label htmlFor={inputId} className="sr-only">
              {name}
            </label>
            {multiline ? (
              <textarea rows={3} className={controlClass(Boolean(error), "py-2")} {...control} />
            ) : (
              <input className={controlClass(Boolean(error))} list={listId} {...control} />
            )}
            {shown.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.removeValue(label, index + 1)}
                disabled={disabled}
                onClick={() => onChange(shown.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        );
      })}
      <div>
        <Button
          variant="link"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...shown, ""])}
          aria-label={t.addValue(label)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addValue(label)}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-ember" role="alert">
          {localizeMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
