import { useId } from "react";
import { FileButton } from "../../../components/ui/file-button.tsx";
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

  async function choose(file: File) {
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
          <FileButton
            id={id}
            labelledBy={`${id}-label`}
            onFile={(file) => void choose(file)}
            invalid={Boolean(error)}
            disabled={disabled}
          >
            {value ? CATEGORY_TEXT.changeImage : CATEGORY_TEXT.chooseImage}
          </FileButton>
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
