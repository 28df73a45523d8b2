import type { Language } from "@heritage/domain/languages";
import type { LessonUpload } from "@heritage/domain/lesson-media";
import { Plus, Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { LESSON_FORM_TEXT } from "./courses-texts.ts";
import type { TextsValue } from "./form-kit.tsx";
import { LessonFileUpload } from "./lesson-file-upload.tsx";
import { PictureUpload } from "./picture-upload.tsx";

export type MediaValue = {
  kind: "image" | "audio" | "video";
  src: string;
  caption: TextsValue;
  transcript: TextsValue;
  /** The WebVTT file the server stored for the player's <track>; "" when none. */
  captions: string;
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
 * transcript the server requires (decision 134), in the language of the chosen tab, and a WebVTT
 * captions file the player shows (decision 138). Pictures, recordings and films are uploaded here.
 */
export function LessonMediaFields({
  control,
  register,
  errors,
  language,
  disabled,
  kinds,
  captions,
  onPicture,
  onFile,
}: {
  control: Control<LessonValues>;
  register: UseFormRegister<LessonValues>;
  errors: FieldErrors<LessonValues>;
  language: Language;
  disabled: boolean;
  /** The kind of each medium as the form now holds it. */
  kinds: MediaValue["kind"][];
  /** The captions file of each medium as the form now holds it. */
  captions: string[];
  onPicture: (index: number, url: string) => void;
  onFile: (index: number, stored: LessonUpload) => void;
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
            {kind !== "image" && (
              <div className="grid gap-3 sm:grid-cols-2">
                <LessonFileUpload
                  label={t.uploadSound}
                  hint={t.uploadSoundHint}
                  accept="audio/mpeg,audio/ogg,audio/wav,video/mp4,video/webm"
                  disabled={disabled}
                  onUploaded={(stored) => onFile(index, stored)}
                />
                <div className="flex flex-col gap-1">
                  <LessonFileUpload
                    label={captions[index] ? t.replaceCaptions : t.uploadCaptions}
                    hint={t.uploadCaptionsHint}
                    accept=".vtt,text/vtt"
                    disabled={disabled}
                    onUploaded={(stored) => onFile(index, stored)}
                  />
                  {at?.captions?.message && (
                    <p role="alert" className="text-sm text-ember">
                      {at.captions.message}
                    </p>
                  )}
                  {captions[index] && (
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <a href={captions[index]} className="text-clay underline">
                        {t.captionsFile}
                      </a>
                      <Button
                        type="button"
                        variant="ghost"
                        disabled={disabled}
                        onClick={() => onFile(index, { kind: "captions", src: "", mime: "", bytes: 0 })}
                      >
                        {t.removeCaptions}
                      </Button>
                    </p>
                  )}
                </div>
              </div>
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
        onClick={() =>
          media.append({ kind: "image", src: "", caption: blank(), transcript: blank(), captions: "" })
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        {t.addMedia}
      </Button>
    </fieldset>
  );
}
