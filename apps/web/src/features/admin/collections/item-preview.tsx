import { DC_ELEMENTS } from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { ITEM_FORM_TEXT, ITEM_PREVIEW_TEXT, ITEM_TYPE_LABELS } from "./collections-texts.ts";
import { ItemLoadState } from "./item-load-state.tsx";

/**
 * The draft preview: the item as a reader of the admin's language will read it (title, media with
 * their rights, the Dublin Core elements as a description list), before anyone else can see it.
 */
export function ItemPreview({ id }: { id: string }) {
  const item = useQuery({
    queryKey: [...queryKeys.repositoryItems.detail(id), "preview"],
    queryFn: ({ signal }) => api.get<ItemDetail>(`/admin/repository/items/${id}`, { signal }),
  });
  if (item.isPending || item.isError) return <ItemLoadState query={item} skeletonClassName="h-72 w-full" />;
  const data = item.data;
  const labels = ITEM_FORM_TEXT.dc;
  const place = [data.community, data.place_name, data.period].filter(Boolean).join(" · ");
  return (
    <article lang={data.language} className="flex flex-col gap-4">
      {!data.published && (
        <p className="rounded-lg bg-ochre-soft p-3 text-sm text-ochre-dark">{ITEM_PREVIEW_TEXT.draftNote}</p>
      )}
      <header>
        <p className="text-sm text-muted">
          {ITEM_TYPE_LABELS[data.type]} · {data.collection.name} · {data.institution.name}
        </p>
        <h2 className="font-display text-2xl font-semibold">{data.title}</h2>
        {place && <p className="text-sm text-ink-soft">{place}</p>}
      </header>
      {data.media.length === 0 ? (
        <p className="text-sm text-muted">{ITEM_PREVIEW_TEXT.noMedia}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {data.media.map((media) => (
            <li key={media.id} className="flex flex-col gap-1">
              {media.thumbnail_url ? (
                <img
                  src={media.preview_url ?? media.thumbnail_url}
                  alt={media.caption}
                  className="aspect-square w-full rounded-lg bg-sand object-cover"
                />
              ) : (
                <a href={media.url} className="text-sm text-clay underline">
                  {media.caption || media.mime}
                </a>
              )}
              {media.caption && <span className="text-sm">{media.caption}</span>}
              {media.rights && <span className="text-xs text-muted">{media.rights}</span>}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {DC_ELEMENTS.filter((e) => data.dc[e].length > 0).map((element) => (
          <div key={element} className="contents">
            <dt className="text-sm font-semibold text-ink-soft">{labels[element]}</dt>
            <dd className="text-sm whitespace-pre-line">{data.dc[element].join("\n")}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
