import type { InstitutionDetail } from "@heritage/domain/institutions-query";
import { Badge } from "../../../components/ui/badge.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { type ItemPage, useRepositoryItems } from "../items/item-api.ts";
import { T } from "../resources-texts.ts";
import { MuseumItems, type MuseumItemsFilter } from "./museum-items.tsx";

export const MUSEUM_TABS = [
  "overview",
  "gallery",
  "artifacts",
  "cultural",
  "natural",
  "exhibitions",
] as const;
export type MuseumTab = (typeof MUSEUM_TABS)[number];

const Empty = () => <p className="text-muted">{T.museums.emptyTab}</p>;

/** What each items tab lists: the museum's pictures, its objects, or its objects of one subject. */
const TAB_ITEMS: Partial<Record<MuseumTab, MuseumItemsFilter>> = {
  gallery: { type: "photograph" },
  artifacts: { type: "object" },
  cultural: { type: "object", subject: "Cultural Heritage" },
  natural: { type: "object", subject: "Natural History" },
};

/**
 * The tabs worth offering (the memorial offered an empty "Natural History"): Overview always,
 * an items tab when the museum has items of its type (and subject), Virtual Exhibitions when it has
 * one. Until the counts arrive, or when they cannot, every tab is offered, each saying when it is empty.
 */
function offeredTabs(museum: InstitutionDetail, counts: ItemPage["facets"] | undefined): MuseumTab[] {
  if (!counts) return [...MUSEUM_TABS];
  const count = (values: { value: string; count: number }[], value: string) =>
    values.find((entry) => entry.value === value)?.count ?? 0;
  return MUSEUM_TABS.filter((name) => {
    if (name === "overview") return true;
    if (name === "exhibitions") return museum.exhibitions.length > 0;
    const filter = TAB_ITEMS[name]!;
    // The objects' query: its type facet counts every type, its subject facet the objects' subjects.
    return filter.subject ? count(counts.subject, filter.subject) > 0 : count(counts.type, filter.type) > 0;
  });
}

/** One small request for the museum's counts: a page of one object, with the facets of the query. */
function useTabCounts(institution: string): ItemPage["facets"] | undefined {
  const { data } = useRepositoryItems({
    institution,
    type: "object",
    ordering: "title",
    page: 1,
    page_size: 1,
  });
  return data?.facets;
}

/** product §2 museum tabs: Overview (default), Gallery, Artifacts, Cultural Heritage, Natural History, Virtual Exhibitions. */
export function MuseumTabs({
  museum,
  tab,
  page,
  onTabChange,
  onPageChange,
}: {
  museum: InstitutionDetail;
  tab: MuseumTab;
  page: number;
  onTabChange: (tab: MuseumTab) => void;
  onPageChange: (page: number) => void;
}) {
  const offered = offeredTabs(museum, useTabCounts(museum.slug));
  // An address naming a tab with nothing in it opens the overview.
  const open = offered.includes(tab) ? tab : "overview";
  return (
    <Tabs value={open} onValueChange={(value) => onTabChange(value as MuseumTab)} className="mt-8">
      <TabsList aria-label={T.museums.tabsLabel}>
        {offered.map((name) => (
          <TabsTrigger key={name} value={name}>
            {T.museums.tabs[name]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <p lang={museum.language} className="max-w-prose text-lg leading-relaxed">
          {museum.long_description || museum.description}
        </p>
      </TabsContent>
      {Object.entries(TAB_ITEMS).map(([name, filter]) => (
        <TabsContent key={name} value={name}>
          {/* Radix mounts only the open tab, so only its items are asked for. */}
          <MuseumItems institution={museum.slug} filter={filter} page={page} onPageChange={onPageChange} />
        </TabsContent>
      ))}
      <TabsContent value="exhibitions">
        {museum.exhibitions.length === 0 ? (
          <Empty />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {museum.exhibitions.map((exhibition) => (
              <li key={exhibition.id} className="rounded-lg border border-line bg-surface p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="sky">{T.museums.exhibitionTypes[exhibition.type]}</Badge>
                  {exhibition.featured && <Badge tone="ochre">{T.museums.featured}</Badge>}
                  <span className="text-xs text-muted">{exhibition.duration}</span>
                </div>
                <h3 lang={exhibition.language} className="mt-2 font-sans text-base font-semibold">
                  {exhibition.title}
                </h3>
                <p lang={exhibition.language} className="mt-1 text-sm">
                  {exhibition.description}
                </p>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}
