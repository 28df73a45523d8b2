import { EXHIBITION_TYPES } from "@heritage/domain/constants";
import type { Language } from "@heritage/domain/languages";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { Button } from "../../../../components/ui/button.tsx";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Select } from "../../../../components/ui/select.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { MUSEUM_TEXT } from "./museum-texts.ts";
import { blankExhibition, type RecordFormValues } from "./record-values.ts";

type Form = UseFormReturn<RecordFormValues>;
export type Exhibitions = UseFieldArrayReturn<RecordFormValues, "exhibitions">;

/** A museum's hours and long text in one language's tab (decision 124). */
export function MuseumTextFields({
  form,
  language,
  disabled,
}: {
  form: Form;
  language: Language;
  disabled: boolean;
}) {
  const t = MUSEUM_TEXT;
  const errors = form.formState.errors.museum?.[language];
  return (
    <>
      <Input
        label={t.hours}
        hint={t.hoursHint}
        lang={language}
        error={errors?.opening_hours?.message}
        disabled={disabled}
        {...form.register(`museum.${language}.opening_hours`)}
      />
      <Textarea
        label={t.longDescription}
        lang={language}
        rows={5}
        error={errors?.long_description?.message}
        disabled={disabled}
        {...form.register(`museum.${language}.long_description`)}
      />
    </>
  );
}

/**
 * The virtual exhibitions in one language's tab: each one's title, duration and description in that
 * language, and its type and "featured" (the same in every tab); add, remove and reorder.
 */
export function ExhibitionFields({
  form,
  exhibitions,
  language,
  disabled,
}: {
  form: Form;
  exhibitions: Exhibitions;
  language: Language;
  disabled: boolean;
}) {
  const t = MUSEUM_TEXT;
  const { fields, append, remove, move } = exhibitions;
  const errors = form.formState.errors.exhibitions;
  const ids = useId();
  return (
    <section aria-labelledby={`exhibitions-${language}`} className="flex flex-col gap-3">
      <div>
        <h3 id={`exhibitions-${language}`} className="text-base font-semibold">
          {t.exhibitions}
        </h3>
        <p className="text-sm text-muted">{t.exhibitionsNote}</p>
      </div>
      {fields.length === 0 && <p className="text-sm text-muted">{t.noExhibitions}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const error = errors?.[index];
          return (
            <li key={field.id} className="rounded-lg border border-line bg-surface p-3">
              {/* Named by its heading: a legend names a fieldset only as its first child, not beside the buttons. */}
              <fieldset aria-labelledby={`${ids}-${index}`} className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span id={`${ids}-${index}`} className="text-sm font-semibold">
                    {t.exhibition(n)}
                  </span>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.moveUp(n)}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.moveDown(n)}
                      disabled={disabled || index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.removeExhibition(n)}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Input
                    label={t.exhibitionTitle}
                    lang={language}
                    error={error?.texts?.[language]?.title?.message}
                    disabled={disabled}
                    {...form.register(`exhibitions.${index}.texts.${language}.title`)}
                  />
                  <Input
                    label={t.duration}
                    hint={t.durationHint}
                    lang={language}
                    error={error?.texts?.[language]?.duration?.message}
                    disabled={disabled}
                    {...form.register(`exhibitions.${index}.texts.${language}.duration`)}
                  />
                  <Select
                    label={t.type}
                    placeholder={t.chooseType}
                    options={EXHIBITION_TYPES.map((value) => ({ value, label: t.types[value] }))}
                    error={error?.type?.message}
                    disabled={disabled}
                    {...form.register(`exhibitions.${index}.type`)}
                  />
                  <Checkbox
                    label={t.featured}
                    className="self-end"
                    disabled={disabled}
                    {...form.register(`exhibitions.${index}.featured`)}
                  />
                </div>
                <Textarea
                  label={t.exhibitionDescription}
                  lang={language}
                  rows={3}
                  error={error?.texts?.[language]?.description?.message}
                  disabled={disabled}
                  {...form.register(`exhibitions.${index}.texts.${language}.description`)}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {typeof errors?.message === "string" && (
        <p role="alert" className="text-sm text-ember">
          {errors.message}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={disabled}
        onClick={() => append(blankExhibition())}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t.addExhibition}
      </Button>
    </section>
  );
}
