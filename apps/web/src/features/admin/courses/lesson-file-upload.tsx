import type { LessonUpload } from "@heritage/domain/lesson-media";
import { Upload } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-error.ts";
import { cn } from "../../../lib/cn.ts";
import { localizeMessage } from "../../../lib/i18n/messages.ts";
import { uploadWithProgress } from "../collections/media/upload-with-progress.ts";
import { LESSON_FORM_TEXT } from "./courses-texts.ts";

/** POST /api/admin/learning/media (decision 138): the server decides the kind by the bytes. */
function uploadLessonFile(file: File, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append("file", file);
  return uploadWithProgress<LessonUpload>("/admin/learning/media", body, onProgress);
}

/**
 * A button that sends a lesson's recording, film or WebVTT captions to the server and hands back
 * what it stored; the progress, and the server's refusals (400 at `file`, 413 with its limit), are
 * said under it.
 */
export function LessonFileUpload({
  label,
  hint,
  accept,
  onUploaded,
  disabled,
}: {
  label: string;
  hint: string;
  accept: string;
  onUploaded: (stored: LessonUpload) => void;
  disabled?: boolean;
}) {
  const t = LESSON_FORM_TEXT;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onUploaded(await uploadLessonFile(file, setProgress));
    } catch (failure) {
      setProblem(
        isApiError(failure)
          ? (failure.fieldMessage("file") ?? failure.detail ?? t.fileUploadFailed)
          : t.fileUploadFailed,
      );
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-1">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        aria-labelledby={`${id}-button`}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
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
          problem ? "border-ember" : "border-line-strong",
        )}
      >
        <Upload aria-hidden="true" className="size-4" />
        {busy ? t.fileUploading(Math.round(progress * 100)) : label}
      </button>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-ember">
          {localizeMessage(problem)}
        </p>
      )}
    </div>
  );
}
