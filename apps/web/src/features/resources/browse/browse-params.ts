import { ITEM_TYPES, type ItemType } from "@heritage/domain/collections";
import type { BrowseQuery } from "../items/item-api.ts";

/** The facets a reader can filter by (decision 111), in the order the panel shows them. */
export const FACETS = [
  "type",
  "collection",
  "institution",
  "community",
  "period",
  "language",
  "has_media",
] as const;
export type Facet = (typeof FACETS)[number];

export interface BrowseState {
  q: string;
  filters: Partial<Record<Facet, string>>;
  page: number;
}

export const BROWSE_PAGE_SIZE = 24;

/**
 * The browsing state from the URL (?q=&type=&collection=…&page=), so that the back button and a
 * shared link give the same results. Values a hand-edited link gets wrong are dropped, not errors.
 */
export function readBrowseState(params: URLSearchParams): BrowseState {
  const filters: BrowseState["filters"] = {};
  for (const facet of FACETS) {
    const value = params.get(facet)?.trim().slice(0, 200);
    if (!value) continue;
    if (facet === "type" && !(ITEM_TYPES as readonly string[]).includes(value)) continue;
    if (facet === "has_media" && value !== "true" && value !== "false") continue;
    filters[facet] = value;
  }
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a browsing state; defaults are left out so links stay short. */
export function browseSearch(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q.trim());
  for (const facet of FACETS) {
    const value = state.filters[facet];
    if (value) params.set(facet, value);
  }
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** What the API is asked for this state. */
export function browseQuery(state: BrowseState, pageSize = BROWSE_PAGE_SIZE): BrowseQuery {
  return {
    ...state.filters,
    type: state.filters.type as ItemType | undefined,
    has_media: state.filters.has_media as "true" | "false" | undefined,
    ...(state.q.trim() ? { search: state.q.trim() } : {}),
    page: state.page,
    page_size: pageSize,
  };
}
