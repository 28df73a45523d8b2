import { ITEM_TYPES } from "@heritage/domain/collections";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { useAdminCollections, useAdminInstitutions } from "./api/records.ts";
import { ITEM_LIST_TEXT, ITEM_TYPE_LABELS } from "./collections-texts.ts";

export type ItemFilters = {
  search: string;
  type: string;
  /** Slugs, as the list query takes them. */
  collection: string;
  institution: string;
  status: "all" | "published" | "draft";
};
export const NO_ITEM_FILTERS: ItemFilters = {
  search: "",
  type: "",
  collection: "",
  institution: "",
  status: "all",
};

/** The list query of the filters (blank ones left out). */
export function itemListQuery(filters: ItemFilters, page: number, pageSize: number) {
  return {
    page,
    page_size: pageSize,
    search: filters.search.trim() || undefined,
    type: (filters.type || undefined) as (typeof ITEM_TYPES)[number] | undefined,
    collection: filters.collection || undefined,
    institution: filters.institution || undefined,
    status: filters.status,
    ordering: filters.search.trim() ? ("relevance" as const) : ("newest" as const),
  };
}

/** Search, type, collection, institution and publication; applied on submit (Enter or the button). */
export function ItemFilterPanel({
  filters,
  onApply,
}: {
  filters: ItemFilters;
  onApply: (next: ItemFilters) => void;
}) {
  const t = ITEM_LIST_TEXT;
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const collections = useAdminCollections();
  const institutions = useAdminInstitutions();
  const set = (key: keyof ItemFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form
      method="post"
      aria-label={t.filters}
      onSubmit={apply}
      className="mb-4 rounded-lg border border-line bg-surface p-4 shadow-card"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Input
          label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={draft.search}
          onChange={set("search")}
        />
        <Select
          label={t.type}
          placeholder={t.allTypes}
          options={ITEM_TYPES.map((value) => ({ value, label: ITEM_TYPE_LABELS[value] }))}
          value={draft.type}
          onChange={set("type")}
        />
        <Select
          label={t.collection}
          placeholder={t.allCollections}
          options={(collections.data ?? []).map((c) => ({ value: c.slug, label: c.title }))}
          value={draft.collection}
          onChange={set("collection")}
        />
        <Select
          label={t.institution}
          placeholder={t.allInstitutions}
          options={(institutions.data ?? []).map((i) => ({ value: i.slug, label: i.name }))}
          value={draft.institution}
          onChange={set("institution")}
        />
        <Select
          label={t.status}
          options={(["all", "published", "draft"] as const).map((value) => ({
            value,
            label: t.statuses[value],
          }))}
          value={draft.status}
          onChange={set("status")}
        />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_ITEM_FILTERS);
            onApply(NO_ITEM_FILTERS);
          }}
        >
          {t.reset}
        </Button>
        <Button type="submit">{t.apply}</Button>
      </div>
    </form>
  );
}
