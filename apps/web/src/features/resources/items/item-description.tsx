import { DC_ELEMENTS } from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import { Link } from "react-router";
import { RightsText } from "./item-media-gallery.tsx";
import { itemTexts as t } from "./item-texts.ts";

/** Elements shown elsewhere on the page (the title as heading, the description as prose). */
const SHOWN_APART = new Set(["title", "description"]);

/**
 * The item's record as a readable description list: where it comes from, then every
 * Dublin Core element that has values, with the element names in the reader's language.
 */
export function ItemDescription({ item }: { item: ItemDetail }) {
  const browse = (filter: string, value: string) =>
    `/resources/search?${new URLSearchParams({ [filter]: value })}`;
  const rows: { label: string; values: React.ReactNode[] }[] = [
    { label: t.fields.itemType, values: [t.types[item.type]] },
    {
      label: t.fields.collection,
      values: [
        <Link key="c" to={browse("collection", item.collection.slug)} className="text-clay underline">
          {item.collection.name}
        </Link>,
      ],
    },
    {
      label: t.fields.institution,
      values: [
        <Link key="i" to={browse("institution", item.institution.slug)} className="text-clay underline">
          {item.institution.name}
        </Link>,
      ],
    },
  ];
  if (item.community) rows.push({ label: t.fields.community, values: [item.community] });
  if (item.place_name) rows.push({ label: t.fields.place, values: [placeText(item)] });
  if (item.period) rows.push({ label: t.fields.period, values: [item.period] });
  for (const element of DC_ELEMENTS) {
    const values = item.dc[element];
    if (SHOWN_APART.has(element) || values.length === 0) continue;
    rows.push({
      label: t.dc[element],
      values: element === "rights" ? values.map((v) => <RightsText key={v} text={v} />) : values,
    });
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm font-semibold text-ink-soft">{row.label}</dt>
          <dd className="mb-2 min-w-0 sm:mb-0">
            {row.values.length === 1 ? (
              <span className="break-words">{row.values[0]}</span>
            ) : (
              <ul className="flex flex-col gap-0.5">
                {row.values.map((value, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; their order is the record's
                  <li key={i} className="break-words">
                    {value}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function placeText(item: ItemDetail): string {
  if (item.latitude === null || item.longitude === null) return item.place_name ?? "";
  return `${item.place_name} (${item.latitude.toFixed(4)}, ${item.longitude.toFixed(4)})`;
}
