import type { ItemDetail } from "@heritage/domain/collections-query";
import { ExternalLink, Eye } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { usePublishItem } from "./api/items.ts";
import { ITEM_FORM_TEXT, ITEM_LIST_TEXT, ITEM_PREVIEW_TEXT } from "./collections-texts.ts";
import { ItemPreview } from "./item-preview.tsx";

/**
 * An item's publication on its form: draft or published, the button that changes it (at the loaded
 * version; unsaved edits must be saved first), the in-portal preview, and the public page once published.
 */
export function ItemPublication({
  item,
  dirty,
  onChanged,
  onConflict,
}: {
  item: ItemDetail;
  dirty: boolean;
  onChanged: (item: ItemDetail) => void;
  onConflict: (error: unknown) => Promise<boolean>;
}) {
  const t = ITEM_FORM_TEXT;
  const publish = usePublishItem();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);

  async function toggle() {
    if (dirty) return setMessage({ tone: "error", text: t.saveFirst });
    setMessage(null);
    try {
      const next = await publish.mutateAsync({
        id: item.public_id,
        published: !item.published,
        version: item.version,
      });
      onChanged(next);
      setMessage({ tone: "success", text: next.published ? t.publishedNow : t.unpublishedNow });
    } catch (error) {
      if (await onConflict(error).catch(() => false)) return;
      setMessage({ tone: "error", text: (isApiError(error) && error.detail) || t.publishFailed });
    }
  }

  return (
    <section
      aria-label={t.publication}
      className="flex flex-col gap-3 rounded-lg border border-line bg-paper/60 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={item.published ? "leaf" : "neutral"}>
          {item.published ? ITEM_LIST_TEXT.published : ITEM_LIST_TEXT.draft}
        </Badge>
        <p className="min-w-0 flex-1 text-sm text-ink-soft">{item.published ? t.isPublished : t.isDraft}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={item.published ? "secondary" : "primary"}
          loading={publish.isPending}
          loadingText={t.publishing}
          onClick={() => void toggle()}
        >
          {item.published ? t.unpublish : t.publish}
        </Button>
        <Button variant="secondary" onClick={() => setPreviewing(true)}>
          <Eye aria-hidden="true" className="size-4" />
          {t.preview}
        </Button>
        {item.published && (
          <a
            href={`/resources/items/${item.slug}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass("secondary")}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t.openPublic}
          </a>
        )}
      </div>
      {message && <FormAlert tone={message.tone} message={message.text} />}
      <Dialog open={previewing} onOpenChange={setPreviewing}>
        {previewing && (
          <DialogContent title={ITEM_PREVIEW_TEXT.title(item.title)} size="xl">
            <ItemPreview id={item.public_id} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
