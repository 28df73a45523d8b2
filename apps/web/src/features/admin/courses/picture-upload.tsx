import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-error.ts";
import { cn } from "../../../lib/cn.ts";
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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
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
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        aria-labelledby={`${id}-button`}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onChange={choose}
        disabled={disabled || busy}
        tabIndex={-1}
      />
      <button
        id={`${id}-button`}
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled || busy}
        className={cn(
          "inline-flex min-h-11 w-fit items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-sand disabled:opacity-60",
          message ? "border-ember" : "border-line-strong",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {busy ? t.uploading : label}
      </button>
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
