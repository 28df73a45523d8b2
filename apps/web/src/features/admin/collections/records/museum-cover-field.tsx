import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { FileButton } from "../../../../components/ui/file-button.tsx";
import { localizeMessage } from "../../../../lib/i18n/messages.ts";
import { uploadPicture } from "../../courses/api/admin-courses.ts";
import { pickCategoryImage } from "../../shared/image-rules.ts";
import { ItemImage } from "../../shared/item-image.tsx";
import { MUSEUM_TEXT } from "./museum-texts.ts";

/**
 * A museum's cover: a preview, a file button that stores the picture at once (POST /api/media, as
 * the course covers do) and a remove button. The form saves the stored picture's paths.
 */
export function MuseumCoverField({
  image,
  onChange,
  error,
  disabled,
}: {
  image: string;
  onChange: (cover: { image: string; thumbnail: string }) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = MUSEUM_TEXT;
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function choose(file: File) {
    setProblem(null);
    const picked = await pickCategoryImage(file);
    if (!picked.dataUrl) {
      setProblem(picked.error);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadPicture(picked.dataUrl);
      onChange({ image: stored.url, thumbnail: stored.thumbnail_url });
    } catch {
      setProblem(t.coverFailed);
    } finally {
      setUploading(false);
    }
  }

  const busy = disabled || uploading;
  const button =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong px-4 text-sm font-semibold hover:bg-sand disabled:opacity-60";
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {t.cover}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <ItemImage src={image || null} alt={image ? t.coverChosen : t.noCover} className="h-20 w-32" />
        <div className="flex flex-wrap gap-2">
          <FileButton
            id={id}
            onFile={(file) => void choose(file)}
            invalid={Boolean(shown)}
            disabled={busy}
            className="disabled:opacity-60"
          >
            {uploading ? t.uploadingCover : image ? t.changeCover : t.chooseCover}
          </FileButton>
          {image && (
            <button
              type="button"
              onClick={() => onChange({ image: "", thumbnail: "" })}
              disabled={busy}
              className={button}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t.removeCover}
            </button>
          )}
        </div>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-ember">
          {localizeMessage(shown)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t.coverHint}
        </p>
      )}
    </div>
  );
}
