import type { InstitutionDetail } from "@heritage/domain/institutions-query";
import { Badge } from "../../../components/ui/badge.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
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
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as MuseumTab)} className="mt-8">
      <TabsList aria-label={T.museums.tabsLabel}>
        {MUSEUM_TABS.map((name) => (
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
