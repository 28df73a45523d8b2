import type { ItemType } from "@heritage/domain/collections";
import type { ItemFacets } from "@heritage/domain/collections-query";
import { useSyncExternalStore } from "react";
import { cn } from "../../../lib/cn.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { itemTexts as t } from "../items/item-texts.ts";
import { FACETS, type Facet } from "./browse-params.ts";

const noChange = () => () => {};

/**
 * A facet value as the reader reads it: kinds and media in words, language codes by name. The site's
 * three languages are named by its own texts; any other by the browser's Intl, once the page is
 * hydrated: the server's and a browser's language data differ (Node names "en" in Kinyarwanda, a
 * phone's Chromium may not), and a drawn page must hydrate as it was drawn (decision 228).
 */
export function useFacetLabel() {
  const language = useLanguage();
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const names = hydrated ? new Intl.DisplayNames([language], { type: "language", fallback: "code" }) : null;
  return (facet: Facet, value: string, label: string): string => {
    if (facet === "type") return t.types[value as ItemType] ?? label;
    if (facet === "has_media") return value === "true" ? t.browse.hasMedia.true : t.browse.hasMedia.false;
    if (facet === "language") {
      const own = t.browse.languageNames[value as keyof typeof t.browse.languageNames];
      if (own) return own;
      try {
        return names?.of(value) ?? value;
      } catch {
        return value;
      }
    }
    return label;
  };
}

/**
 * The facets of the current results (decision 111): each value with how many items it would give,
 * the chosen one pressed; choosing it again removes the filter. One value per facet, as the API filters.
 */
export function FacetPanel({
  facets,
  chosen,
  onChoose,
}: {
  facets: ItemFacets;
  chosen: Partial<Record<Facet, string>>;
  onChoose: (facet: Facet, value: string | undefined) => void;
}) {
  const labelOf = useFacetLabel();
  return (
    <div className="flex flex-col gap-5">
      {FACETS.filter((facet) => facets[facet].length > 0).map((facet) => (
        <fieldset key={facet} className="min-w-0">
          <legend className="font-sans text-sm font-semibold text-ink-soft">{t.browse.facets[facet]}</legend>
          <ul className="mt-1 flex flex-col">
            {facets[facet].slice(0, 12).map((entry) => {
              const pressed = chosen[facet] === entry.value;
              return (
                <li key={entry.value}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onChoose(facet, pressed ? undefined : entry.value)}
                    className={cn(
                      "flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-2 text-left text-sm",
                      pressed ? "bg-clay text-white" : "hover:bg-sand",
                    )}
                  >
                    <span className="min-w-0 break-words">{labelOf(facet, entry.value, entry.label)}</span>
                    <span className={cn("shrink-0 tabular-nums", pressed ? "text-white" : "text-muted")}>
                      {entry.count}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
