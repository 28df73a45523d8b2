import type { ItemSummary } from "@heritage/domain/collections";
import { Download, Landmark, Share2, X } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { setActiveSidebarItem } from "../../../lib/session.ts";
import { useSession } from "../../../lib/use-session.ts";
import { T } from "../resources-texts.ts";
import { itemPath } from "./gallery-item.ts";

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/** Saves each selected picture through a temporary download link (same-origin /media/ files). */
function downloadPictures(items: ItemSummary[]) {
  for (const item of items) {
    if (!item.thumbnail_url) continue;
    const link = document.createElement("a");
    link.href = item.thumbnail_url;
    link.download = `${item.title.replace(/[^\w\s-]/g, "").trim() || "artwork"}.webp`;
    document.body.append(link);
    link.click();
    link.remove();
  }
}

/** Each artwork's own page: a link that keeps working when its pictures change. */
async function sharePictures(items: ItemSummary[]) {
  const text = items.map((item) => `${item.title} — ${absolute(itemPath(item))}`).join("\n");
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: T.selection.shareTitle, text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await navigator.clipboard?.writeText(text);
  toast({ title: T.selection.copied, tone: "success" });
}

/**
 * product §2/§4 selection bar. Download and share work for everyone. The spec's Edit and Delete did nothing
 * and were shown to visitors: artworks are repository items, edited and removed in the admin
 * portal's Collections, so an administrator gets a link there and nobody else sees such controls.
 */
export function SelectionBar({ items, onClear }: { items: ItemSummary[]; onClear: () => void }) {
  const { isAdmin } = useSession();
  if (items.length === 0) return null;
  const act = (action: string, run?: (items: ItemSummary[]) => void | Promise<void>) => async () => {
    console.info(
      `Gallery bulk ${action}`,
      items.map((item) => item.id),
    );
    await run?.(items);
    onClear();
  };
  return (
    <section
      aria-label={T.selection.label}
      className="sticky bottom-4 z-30 mx-auto mt-6 flex max-w-3xl flex-wrap items-center gap-2 rounded-lg border border-line bg-surface p-3 shadow-dialog"
    >
      <p className="mr-auto px-2 font-semibold" aria-live="polite">
        {T.selection.count(items.length)}
      </p>
      <Button variant="secondary" size="sm" onClick={act("download", downloadPictures)}>
        <Download aria-hidden="true" className="size-4" />
        {T.selection.download}
      </Button>
      <Button variant="secondary" size="sm" onClick={act("share", sharePictures)}>
        <Share2 aria-hidden="true" className="size-4" />
        {T.selection.share}
      </Button>
      {isAdmin && (
        <Link
          to="/admin/collections"
          onClick={() => setActiveSidebarItem("collections")}
          className={buttonClass("secondary", "sm")}
        >
          <Landmark aria-hidden="true" className="size-4" />
          {T.selection.manage}
        </Link>
      )}
      <Button variant="ghost" size="icon" onClick={onClear} aria-label={T.selection.clear}>
        <X aria-hidden="true" className="size-5" />
      </Button>
    </section>
  );
}
