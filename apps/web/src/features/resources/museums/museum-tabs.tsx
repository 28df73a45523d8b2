import type { Artifact, MuseumDetail } from "@heritage/domain/content";
import { Badge } from "../../../components/ui/badge.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { T } from "../resources-texts.ts";

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

function ArtifactGrid({ artifacts }: { artifacts: Artifact[] }) {
  if (artifacts.length === 0) return <Empty />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {artifacts.map((artifact) => (
        <li key={artifact.id} className="flex gap-4 rounded-lg border border-line bg-surface p-3">
          <ContentImage
            src={artifact.thumbnail}
            alt=""
            width={96}
            height={96}
            sizing="size-24 shrink-0"
            className="rounded-md"
          />
          <div className="min-w-0">
            <h3 className="font-sans text-base font-semibold">{artifact.name}</h3>
            <p className="text-xs text-muted">
              {T.museums.period}: {artifact.historical_period}
            </p>
            <p className="mt-1 text-sm">{artifact.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** product §2 museum tabs: Overview (default), Gallery, Artifacts, Cultural Heritage, Natural History, Virtual Exhibitions. */
export function MuseumTabs({
  museum,
  tab,
  onTabChange,
}: {
  museum: MuseumDetail;
  tab: MuseumTab;
  onTabChange: (tab: MuseumTab) => void;
}) {
  const byCategory = (category: string) => museum.artifacts.filter((a) => a.category === category);
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
        <p className="max-w-prose text-lg leading-relaxed">{museum.long_description}</p>
      </TabsContent>
      <TabsContent value="gallery">
        {museum.gallery.length === 0 ? (
          <Empty />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {museum.gallery.map((picture) => (
              <li key={picture.id}>
                <figure>
                  <ContentImage
                    src={picture.image}
                    alt={picture.caption}
                    width={800}
                    height={600}
                    className="rounded-lg"
                  />
                  <figcaption className="mt-2 text-sm text-muted">{picture.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="artifacts">
        <ArtifactGrid artifacts={museum.artifacts} />
      </TabsContent>
      <TabsContent value="cultural">
        <ArtifactGrid artifacts={byCategory("Cultural Heritage")} />
      </TabsContent>
      <TabsContent value="natural">
        <ArtifactGrid artifacts={byCategory("Natural History")} />
      </TabsContent>
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
                <h3 className="mt-2 font-sans text-base font-semibold">{exhibition.title}</h3>
                <p className="mt-1 text-sm">{exhibition.description}</p>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}
