import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useId, useRef } from "react";
import { cn } from "../../../lib/cn.ts";
import { localizeMessage } from "../../../lib/i18n/messages.ts";
import { CATEGORY_TEXT } from "../admin-texts.ts";
import { pickCategoryImage } from "../shared/image-rules.ts";
import { ItemImage } from "../shared/item-image.tsx";

/** The category's one image: a preview and a file button; the file becomes a data URL after its checks. */
export function CategoryImageField({
  value,
  onChange,
  onProblem,
  error,
  disabled,
}: {
  value: string;
  onChange: (dataUrl: string) => void;
  onProblem: (message: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const { dataUrl, error: problem } = await pickCategoryImage(file);
    if (dataUrl) onChange(dataUrl);
    else if (problem) onProblem(problem);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {CATEGORY_TEXT.image}
      </span>
      <div className="flex items-center gap-4">
        <ItemImage
          src={value || null}
          alt={value ? CATEGORY_TEXT.chosenImage : CATEGORY_TEXT.noImageYet}
          className="size-20"
        />
        <div className="flex flex-col gap-1">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={choose}
            disabled={disabled}
            tabIndex={-1}
          />
          <button
            id={`${id}-button`}
            type="button"
            onClick={() => input.current?.click()}
            disabled={disabled}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-sand",
              error ? "border-ember" : "border-line-strong",
            )}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {value ? CATEGORY_TEXT.changeImage : CATEGORY_TEXT.chooseImage}
          </button>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {CATEGORY_TEXT.imageHint}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-ember">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
