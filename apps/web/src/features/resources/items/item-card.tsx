import type { ItemSummary } from "@heritage/domain/collections";
import { Link } from "react-router";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { CardPicture } from "./card-picture.tsx";
import { itemTexts as t } from "./item-texts.ts";

/** One item on a list: picture, title, kind and where it is held; the whole card links to its page. */
export function ItemCard({ item, eager = false }: { item: ItemSummary; eager?: boolean }) {
  const creator = item.dc.creator[0];
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-colors hover:border-clay">
      <CardPicture src={item.thumbnail_url} noPicture={t.browse.noPicture} eager={eager} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-clay uppercase">{t.types[item.type]}</p>
        <h3 lang={item.language} className="font-display text-lg leading-snug font-semibold break-words">
          {/* The link covers the card (its ::after), so the card is one target and one link. */}
          <Link to={`/resources/items/${item.slug}`} className="after:absolute after:inset-0 hover:text-clay">
            {item.title}
          </Link>
        </h3>
        <UntranslatedNote record={item} />
        {creator && <p className="text-sm break-words text-ink-soft">{creator}</p>}
        <p className="mt-auto pt-2 text-xs break-words text-muted">
          {[item.institution.name, item.period].filter(Boolean).join(" · ")}
        </p>
      </div>
    </article>
  );
}
