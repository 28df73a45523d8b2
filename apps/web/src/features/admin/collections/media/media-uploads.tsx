import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../../../components/ui/button.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { MEDIA_TEXT } from "../records-texts.ts";
import { uploadMedia } from "./media-api.ts";

/** What the picker accepts; the server decides by the file's bytes all the same. */
const ACCEPT =
  "image/jpeg,image/png,image/webp,image/tiff,audio/mpeg,audio/ogg,audio/wav,audio/x-wav,video/mp4,video/webm,application/pdf";

type Sending = { key: string; name: string; progress: number };

/** The server's reason for refusing a file, in the admin's words. */
function refusal(error: unknown, name: string): string {
  const t = MEDIA_TEXT;
  if (!isApiError(error)) return t.failed(name);
  if (error.status === 413) return [t.tooLarge(name), error.detail].filter(Boolean).join(" ");
  if (error.status === 400) return [t.wrongType(name), error.fieldMessage("file")].filter(Boolean).join(" ");
  return [t.failed(name), error.detail].filter(Boolean).join(" ");
}

/**
 * "Add files": several at once, sent one after the other, each with its progress bar; a refused
 * file (wrong kind, too large) is named with the server's reason and the others still go.
 */
export function MediaUploads({ itemId, onUploaded }: { itemId: string; onUploaded: () => Promise<void> }) {
  const t = MEDIA_TEXT;
  const id = useId();
  const [uploads, setUploads] = useState<Sending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  async function send(files: File[]) {
    setProblems([]);
    setDone(null);
    for (const [index, file] of files.entries()) {
      const key = `${Date.now()}-${index}`;
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      const progress = (fraction: number) =>
        setUploads((current) => current.map((u) => (u.key === key ? { ...u, progress: fraction } : u)));
      try {
        await uploadMedia(itemId, file, progress);
        await onUploaded();
        setDone(t.uploaded(file.name));
      } catch (error) {
        setProblems((current) => [...current, refusal(error, file.name)]);
      } finally {
        setUploads((current) => current.filter((u) => u.key !== key));
      }
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label
          htmlFor={`${id}-files`}
          className={buttonClass("secondary", "md", "cursor-pointer focus-within:ring-2")}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t.choose}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) void send(files);
          }}
        />
        <p id={`${id}-note`} className="mt-1.5 text-sm text-muted">
          {t.note}
        </p>
      </div>
      {uploads.map((upload) => (
        <div key={upload.key} className="flex flex-col gap-1">
          <span id={`${id}-${upload.key}`} className="text-sm">
            {t.uploading(upload.name)}
          </span>
          <div
            role="progressbar"
            aria-labelledby={`${id}-${upload.key}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(upload.progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full bg-clay transition-[width]"
              style={{ width: `${upload.progress * 100}%` }}
            />
          </div>
        </div>
      ))}
      {problems.map((problem) => (
        <FormAlert key={problem} message={problem} />
      ))}
      <p role="status" className="sr-only">
        {done}
      </p>
    </div>
  );
}
