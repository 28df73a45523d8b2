import { useId, useState } from "react";
import { FileButton } from "../../../components/ui/file-button.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { localizeMessage } from "../../../lib/i18n/messages.ts";
import { pickCategoryImage } from "../shared/image-rules.ts";
import { uploadPicture } from "./api/admin-courses.ts";
import { COURSE_FORM_TEXT } from "./courses-texts.ts";

/**
 * A button that sends one picture through the media pipeline (POST /api/media: checked, stored as
 * WebP) and hands back its URL; the checks and the server's refusals are said under it.
 */
export function PictureUpload({
  label,
  onUploaded,
  error,
  disabled,
}: {
  label: string;
  onUploaded: (url: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = COURSE_FORM_TEXT;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File) {
    setProblem(null);
    const picked = await pickCategoryImage(file);
    if (!picked.dataUrl) return setProblem(picked.error);
    setBusy(true);
    try {
      onUploaded((await uploadPicture(picked.dataUrl)).url);
    } catch (failure) {
      setProblem(
        isApiError(failure)
          ? (failure.fieldMessage("image") ?? failure.detail ?? t.uploadFailed)
          : t.uploadFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-1">
      <FileButton
        id={id}
        onFile={(file) => void choose(file)}
        invalid={Boolean(message)}
        disabled={disabled || busy}
        className="w-fit disabled:opacity-60"
      >
        {busy ? t.uploading : label}
      </FileButton>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.coverHint}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-ember">
          {localizeMessage(message)}
        </p>
      )}
    </div>
  );
}
