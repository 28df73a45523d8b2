import type { ItemMedia } from "@heritage/domain/collections";
import { useMutation } from "@tanstack/react-query";
import { Captions, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { api } from "../../../../lib/api-client.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { useInvalidateRepository } from "../api/items.ts";
import { MEDIA_TEXT } from "../records-texts.ts";

const captionsPath = (itemId: string, mediaId: string) =>
  `/admin/repository/items/${itemId}/media/${mediaId}/captions`;

/**
 * A sound's or video's captions or transcript (decision 118): a WebVTT file chosen here is sent
 * at once (the server checks it is WebVTT and answers with a field message otherwise), shown as
 * a link once stored, and removable.
 */
export function MediaCaptions({
  itemId,
  file,
  position,
  onChanged,
}: {
  itemId: string;
  file: ItemMedia;
  position: number;
  onChanged: () => Promise<void>;
}) {
  const t = MEDIA_TEXT;
  const inputId = useId();
  const invalidate = useInvalidateRepository();
  const failed = (error: unknown) => {
    const message = isApiError(error) ? (error.fieldErrors.file?.[0] ?? error.detail) : undefined;
    toast({ title: message || t.changeFailed, tone: "error" });
  };
  const upload = useMutation({
    mutationFn: (vtt: File) => {
      const body = new FormData();
      body.append("file", vtt);
      return api.put<ItemMedia>(captionsPath(itemId, file.id), body);
    },
    onSuccess: () => invalidate(),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(captionsPath(itemId, file.id)),
    onSuccess: () => invalidate(),
  });
  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await onChanged();
      toast({ title: done, tone: "success" });
    } catch (error) {
      failed(error);
    }
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={inputId} className="font-medium">
        {t.captionsLabel(position)}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".vtt,text/vtt"
        disabled={upload.isPending}
        className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-3"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = "";
          if (chosen) void run(() => upload.mutateAsync(chosen), t.captionsSaved);
        }}
      />
      {file.captions_url ? (
        <p className="flex flex-wrap items-center gap-2">
          <Captions aria-hidden="true" className="size-4 text-leaf" />
          <a href={file.captions_url} target="_blank" rel="noopener" className="text-clay underline">
            {t.captionsGiven}
          </a>
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            aria-label={t.captionsRemove(position)}
            onClick={() => void run(() => remove.mutateAsync(), t.captionsRemoved)}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </p>
      ) : (
        <p className="text-muted">{t.captionsNone}</p>
      )}
    </div>
  );
}
