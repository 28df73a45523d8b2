import type { ItemDetail } from "@heritage/domain/collections-query";
import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { itemTexts as t } from "./item-texts.ts";

/** A part of the citation closed by one full stop: "n.d." or a title ending in "?" takes none more. */
const closed = (part: string) => (/[.!?]$/.test(part) ? part : `${part}.`);

/**
 * A citation in the usual order of archives and museums (creator, title, date, holding institution,
 * collection, stable URL, date of access). The URL is the item's page, which its slug names.
 */
export function citationOf(item: ItemDetail, origin: string, today: Date): string {
  const creators = item.dc.creator.join("; ");
  const date = item.dc.date[0] ?? t.cite.undated;
  const url = `${origin}/resources/items/${item.slug}`;
  return [
    creators ? closed(creators) : null,
    closed(item.title),
    closed(date),
    closed(`${item.institution.name}, ${item.collection.name}`),
    `${url} (${t.cite.accessed(formatDate(today))}).`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Cite this item": the citation as text the reader can select, and a button that copies it. */
export function CiteItem({ item }: { item: ItemDetail }) {
  const headingId = useId();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const citation = citationOf(item, window.location.origin, new Date());
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-5">
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        {t.cite.title}
      </h2>
      <p className="mt-2 text-sm break-words select-all">{citation}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={copy}>
          {state === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t.cite.copy}
        </Button>
        <span role="status" className="text-sm text-muted">
          {state === "copied" ? t.cite.copied : state === "failed" ? t.cite.copyFailed : ""}
        </span>
      </div>
    </section>
  );
}
