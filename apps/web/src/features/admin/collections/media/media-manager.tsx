import type { ItemMedia } from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import { ArrowDown, ArrowUp, FileAudio, FileText, FileVideo, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { MEDIA_TEXT } from "../records-texts.ts";
import { MediaAccess } from "./media-access.tsx";
import { useMediaMutations } from "./media-api.ts";
import { MediaCaptions } from "./media-captions.tsx";
import { MediaUploads } from "./media-uploads.tsx";

const icons = { audio: FileAudio, video: FileVideo, pdf: FileText } as const;
const failed = (error: unknown) =>
  toast({ title: (isApiError(error) && error.detail) || MEDIA_TEXT.changeFailed, tone: "error" });

/**
 * An item's media on its form: upload with progress, the files in order with buttons to move each
 * up or down (keyboard first; focus stays on the moved file's button), caption and rights, delete.
 * Every change is saved at once and moves the item's version on, so the form reads it again.
 */
export function MediaManager({ item, onChanged }: { item?: ItemDetail; onChanged: () => Promise<void> }) {
  const t = MEDIA_TEXT;
  return (
    <section aria-labelledby="item-media-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <h3 id="item-media-heading" className="font-display text-lg font-semibold">
        {t.heading}
      </h3>
      {item ? (
        <MediaList item={item} onChanged={onChanged} />
      ) : (
        <p className="text-sm text-muted">{t.saveFirst}</p>
      )}
    </section>
  );
}

function MediaList({ item, onChanged }: { item: ItemDetail; onChanged: () => Promise<void> }) {
  const t = MEDIA_TEXT;
  const mutations = useMediaMutations(item.public_id);
  const [removing, setRemoving] = useState<ItemMedia | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);
  const media = item.media;

  // Focus follows the moved file to its new place once the list shows it there (the button may be
  // gone at either end: then the other one). Without it focus falls to the page when the clicked
  // button is disabled while the order saves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new media list is when the moved file shows in its place
  useEffect(() => {
    if (!moved || mutations.order.isPending) return;
    const row = listRef.current?.querySelector(`[data-media="${moved.id}"]`);
    const next = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]:not(:disabled)`);
    const target = next ?? row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
    if (!target) return;
    target.focus();
    setMoved(null);
  }, [moved, media, mutations.order.isPending]);

  async function move(index: number, by: -1 | 1) {
    const order = media.map((m) => m.id);
    const [taken] = order.splice(index, 1);
    order.splice(index + by, 0, taken as string);
    try {
      await mutations.order.mutateAsync(order);
      await onChanged();
      setMoved({ id: taken as string, by });
      toast({ title: t.moved, tone: "success" });
    } catch (error) {
      failed(error);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await mutations.remove.mutateAsync(removing.id);
      await onChanged();
      toast({ title: t.removed, tone: "success" });
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <MediaUploads itemId={item.public_id} onUploaded={onChanged} />
      {media.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ol ref={listRef} aria-label={t.listLabel} className="flex flex-col gap-3">
          {media.map((file, index) => (
            <li
              key={file.id}
              data-media={file.id}
              className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row"
            >
              <MediaThumb file={file} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="text-sm font-semibold">
                  {t.kinds[file.kind]} · {t.position(index + 1, media.length)}
                </p>
                <MediaDetails itemId={item.public_id} file={file} onSaved={onChanged} />
                <MediaAccess file={file} position={index + 1} onSaved={onChanged} />
                {(file.kind === "audio" || file.kind === "video") && (
                  <MediaCaptions
                    itemId={item.public_id}
                    file={file}
                    position={index + 1}
                    onChanged={onChanged}
                  />
                )}
              </div>
              <div className="flex gap-1 sm:flex-col">
                <Button
                  variant="ghost"
                  size="icon"
                  data-move="-1"
                  aria-label={t.moveUp(index + 1)}
                  disabled={index === 0 || mutations.order.isPending}
                  onClick={() => void move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  data-move="1"
                  aria-label={t.moveDown(index + 1)}
                  disabled={index === media.length - 1 || mutations.order.isPending}
                  onClick={() => void move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-ember hover:bg-ember-soft"
                  aria-label={t.remove(index + 1)}
                  onClick={() => setRemoving(file)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.removeConfirm}
        description={t.removeNote}
        confirmLabel={t.confirmRemove}
        pending={mutations.remove.isPending}
        pendingLabel={t.removing}
        onConfirm={() => void confirmRemove()}
        destructive
      />
    </>
  );
}

function MediaThumb({ file }: { file: ItemMedia }) {
  if (file.thumbnail_url)
    return (
      <img
        src={file.thumbnail_url}
        alt={file.caption}
        className="size-24 shrink-0 rounded-lg bg-sand object-cover"
      />
    );
  const Icon = file.kind === "image" ? FileText : icons[file.kind];
  return (
    <span className="flex size-24 shrink-0 items-center justify-center rounded-lg bg-sand text-muted">
      <Icon aria-hidden="true" className="size-8" />
    </span>
  );
}

function MediaDetails({
  itemId,
  file,
  onSaved,
}: {
  itemId: string;
  file: ItemMedia;
  onSaved: () => Promise<void>;
}) {
  const t = MEDIA_TEXT;
  const { details } = useMediaMutations(itemId);
  const [caption, setCaption] = useState(file.caption);
  const [rights, setRights] = useState(file.rights);
  async function save() {
    try {
      await details.mutateAsync({ id: file.id, caption, rights });
      await onSaved();
      toast({ title: t.detailsSaved, tone: "success" });
    } catch (error) {
      failed(error);
    }
  }
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Input label={t.caption} value={caption} onChange={(event) => setCaption(event.target.value)} />
      <Input label={t.rights} value={rights} onChange={(event) => setRights(event.target.value)} />
      <Button variant="secondary" loading={details.isPending} onClick={() => void save()}>
        {t.saveDetails}
      </Button>
    </div>
  );
}
