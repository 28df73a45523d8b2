import type { Language } from "@heritage/domain/languages";
import { Plus, Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { LESSON_FORM_TEXT } from "./courses-texts.ts";
import type { TextsValue } from "./form-kit.tsx";
import { PictureUpload } from "./picture-upload.tsx";

export type MediaValue = {
  kind: "image" | "audio" | "video";
  src: string;
  caption: TextsValue;
  transcript: TextsValue;
};
export type LessonValues = {
  title: TextsValue;
  body: TextsValue;
  minutes: string;
  media: MediaValue[];
};

const blank = (): TextsValue => ({ en: "", rw: "", fr: "" });

/**
 * A lesson's pictures, recordings and films: each with its caption, and for sound and film the
 * transcript the server requires (decision 134), in the language of the chosen tab.
 */
export function LessonMediaFields({
  control,
  register,
  errors,
  language,
  disabled,
  kinds,
  onPicture,
}: {
  control: Control<LessonValues>;
  register: UseFormRegister<LessonValues>;
  errors: FieldErrors<LessonValues>;
  language: Language;
  disabled: boolean;
  /** The kind of each medium as the form now holds it. */
  kinds: MediaValue["kind"][];
  onPicture: (index: number, url: string) => void;
}) {
  const t = LESSON_FORM_TEXT;
  const media = useFieldArray({ control, name: "media" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t.media}</legend>
      {media.fields.length === 0 && <p className="text-sm text-muted">{t.noMedia}</p>}
      {media.fields.map((field, index) => {
        const at = errors.media?.[index];
        const kind = kinds[index] ?? "image";
        return (
          <div key={field.id} className="flex flex-col gap-3 rounded-lg border border-line p-3">
            <div className="flex items-center justify-between gap-2">
              <h4 className="text-sm font-semibold">{t.mediaItem(index + 1)}</h4>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t.removeMedia(index + 1)}
                disabled={disabled}
                onClick={() => media.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Select
                label={t.kind}
                options={(["image", "audio", "video"] as const).map((value) => ({
                  value,
                  label: t.kinds[value],
                }))}
                error={at?.kind?.message}
                disabled={disabled}
                {...register(`media.${index}.kind`)}
              />
              <Input
                label={t.src}
                hint={t.srcHint}
                error={at?.src?.message}
                disabled={disabled}
                {...register(`media.${index}.src`)}
              />
            </div>
            {kind === "image" && (
              <PictureUpload
                label={t.upload}
                disabled={disabled}
                onUploaded={(url) => onPicture(index, url)}
              />
            )}
            <Input
              label={t.caption}
              lang={language}
              error={at?.caption?.[language]?.message}
              disabled={disabled}
              {...register(`media.${index}.caption.${language}`)}
            />
            {kind !== "image" && (
              <Textarea
                label={t.transcript}
                hint={t.transcriptHint}
                lang={language}
                rows={4}
                error={at?.transcript?.[language]?.message ?? at?.transcript?.message}
                disabled={disabled}
                {...register(`media.${index}.transcript.${language}`)}
              />
            )}
          </div>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        className="w-fit"
        disabled={disabled || media.fields.length >= 20}
        onClick={() => media.append({ kind: "image", src: "", caption: blank(), transcript: blank() })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t.addMedia}
      </Button>
    </fieldset>
  );
}
