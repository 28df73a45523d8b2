import type { ItemInput, ItemTranslationKey, TranslatedDcElement } from "@heritage/domain/collections";
import type { Language } from "@heritage/domain/languages";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Input } from "../../../components/ui/input.tsx";
import { ITEM_FORM_TEXT } from "./collections-texts.ts";
import { type ItemFormValues, translatedPath } from "./item-form-values.ts";
import { RIGHTS_CHOICES } from "./rights-choices.ts";
import { ValuesField } from "./values-field.tsx";

const LIST_FIELDS: TranslatedDcElement[] = ["title", "description", "subject", "coverage", "rights"];
const SINGLE_FIELDS = ["community", "place_name", "period"] as const;

/** The message of a field wherever it lives (a list's own error or its first value's). */
function messageAt(errors: FieldErrors<ItemFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const found = node as { message?: string } | Array<{ message?: string }> | undefined;
  if (Array.isArray(found)) return found.find((entry) => entry?.message)?.message;
  return found?.message;
}

/** One language's tab of the item form: the translated DC elements and the item's own reading fields. */
export function ItemTextFields({
  form,
  language,
  original,
  disabled,
}: {
  form: UseFormReturn<ItemFormValues, unknown, ItemInput>;
  language: Language;
  original: Language;
  disabled: boolean;
}) {
  const t = ITEM_FORM_TEXT;
  const errors = form.formState.errors;
  const singleLabels = { community: t.community, place_name: t.placeName, period: t.period };
  const path = (key: ItemTranslationKey) => translatedPath(language, original, key);
  const rightsSuggestions = RIGHTS_CHOICES.map((choice) => ({
    value: choice.uri,
    label: t.rightsChoices[choice.key],
  }));
  return (
    <>
      {LIST_FIELDS.map((element) => (
        <Controller
          key={element}
          control={form.control}
          name={path(element) as "dc.title"}
          render={({ field }) => (
            <ValuesField
              label={t.dc[element]}
              values={(field.value as string[] | undefined) ?? []}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors(path(element) as "dc.title");
              }}
              error={messageAt(errors, path(element))}
              multiline={element === "description"}
              lang={language}
              disabled={disabled}
              suggestions={element === "rights" ? rightsSuggestions : undefined}
            />
          )}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-3">
        {SINGLE_FIELDS.map((key) => {
          const at = path(key);
          // The original's single fields are strings; a translation keeps them as one-value lists.
          const name = (language === original ? at : `${at}.0`) as "community";
          return (
            <Input
              key={key}
              label={singleLabels[key]}
              lang={language}
              disabled={disabled}
              error={messageAt(errors, at)}
              {...form.register(name, { onChange: () => form.clearErrors(name) })}
            />
          );
        })}
      </div>
    </>
  );
}
