import type { LessonUpload } from "@heritage/domain/lesson-media";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { FileButton } from "../../../components/ui/file-button.tsx";
import { isApiError } from "../../../lib/api-error.ts";
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
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File) {
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
      <FileButton
        id={id}
        accept={accept}
        icon={Upload}
        onFile={(file) => void choose(file)}
        invalid={Boolean(problem)}
        disabled={disabled || busy}
        className="w-fit disabled:opacity-60"
      >
        {busy ? t.fileUploading(Math.round(progress * 100)) : label}
      </FileButton>
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
