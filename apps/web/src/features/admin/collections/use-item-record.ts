import { DC_ELEMENTS } from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-error.ts";
import { changedFields, keepTyped } from "../shared/stale-edit.tsx";
import { fetchItemForEdit } from "./api/items.ts";
import { ITEM_FORM_TEXT } from "./collections-texts.ts";
import { type ItemFormValues, itemFormValues } from "./item-form-values.ts";

/** The item's fields one by one, each DC element on its own, as the 409's change list names them. */
function flat(values: ItemFormValues): Record<string, unknown> {
  const { dc, translations: _others, ...rest } = values;
  return { ...rest, ...Object.fromEntries(DC_ELEMENTS.map((e) => [`dc.${e}`, dc[e].join(" | ")])) };
}

function labels(): Record<string, string> {
  const t = ITEM_FORM_TEXT;
  return {
    type: t.type,
    collection: t.collection,
    institution: t.institution,
    slug: t.slug,
    community: t.community,
    place_name: t.placeName,
    period: t.period,
    latitude: t.latitude,
    longitude: t.longitude,
    featured: t.featured,
    ...Object.fromEntries(DC_ELEMENTS.map((e) => [`dc.${e}`, t.dc[e]])),
  };
}

/**
 * The item as the form loaded it: its version (sent back by every write, decision 075), publication
 * and media. Publishing and media changes move the version on, so the record follows them. A refused
 * save (409) fetches the item as it is now, in its original language, to show what changed and to
 * reload it keeping what the admin typed.
 */
export function useItemRecord(initial: ItemDetail | undefined) {
  const [loaded, setLoaded] = useState(initial);
  const [stale, setStale] = useState<{ detail: string; current: ItemDetail } | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const language = initial?.original_language ?? "en";
  return {
    loaded,
    stale,
    reloaded,
    /** A write answered with the item (publish): its new version and publication. */
    follow(item: Pick<ItemDetail, "version" | "published">) {
      setLoaded((current) => current && { ...current, version: item.version, published: item.published });
    },
    /** Media changed on the server: read the item again for its version and media. */
    async refresh() {
      if (!loaded) return;
      const fresh = await fetchItemForEdit(loaded.public_id);
      setLoaded((current) => current && { ...current, version: fresh.version, media: fresh.media });
    },
    /** True (and the notice shows) when `error` is the server's "changed since you opened it". */
    async caught(error: unknown): Promise<boolean> {
      if (!loaded || !isApiError(error) || error.status !== 409) return false;
      const current = await fetchItemForEdit(loaded.public_id);
      setStale({ detail: error.detail ?? "", current });
      setReloaded(false);
      return true;
    },
    changes() {
      if (!stale || !loaded) return [];
      return changedFields(
        flat(itemFormValues(loaded, language)),
        flat(itemFormValues(stale.current, language)),
        labels(),
      );
    },
    /** The values to put in the form: the current item's, with what the admin typed kept. */
    reload(typed: ItemFormValues): ItemFormValues {
      if (!stale || !loaded) return typed;
      const before = itemFormValues(loaded, language);
      const now = itemFormValues(stale.current, language);
      // Element by element: a changed title keeps the admin's title, not their whole (stale) DC.
      const next = { ...keepTyped(typed, before, now), dc: keepTyped(typed.dc, before.dc, now.dc) };
      setLoaded(stale.current);
      setStale(null);
      setReloaded(true);
      return next;
    },
    dismiss() {
      setReloaded(false);
    },
    /** After a save: the item as the server now has it. */
    saved(item: ItemDetail) {
      setLoaded((current) => ({ ...item, media: current?.media ?? item.media }));
    },
  };
}
