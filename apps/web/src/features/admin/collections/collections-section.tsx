import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { SECTION_LABELS } from "../admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { REPOSITORY_TEXT } from "./collections-texts.ts";
import { CsvPanel } from "./csv/csv-panel.tsx";
import { type ItemFilters, NO_ITEM_FILTERS } from "./item-filters.tsx";
import { ItemsPanel } from "./items-panel.tsx";
import { CollectionsPanel, InstitutionsPanel } from "./records/records-panel.tsx";

type Part = "items" | "collections" | "institutions" | "csv";

/**
 * The Collections section of the admin portal: the repository's items, collections and
 * institutions, and the CSV round trip, one tab each (Radix tabs: arrow keys move between them).
 */
export default function CollectionsSection() {
  const t = REPOSITORY_TEXT;
  const [part, setPart] = useState<Part>("items");
  const [filters, setFilters] = useState<ItemFilters>(NO_ITEM_FILTERS);
  return (
    <>
      <SectionHeader title={SECTION_LABELS.collections} description={t.intro} />
      <Tabs value={part} onValueChange={(value) => setPart(value as Part)}>
        <TabsList aria-label={t.parts}>
          <TabsTrigger value="items">{t.items}</TabsTrigger>
          <TabsTrigger value="collections">{t.collections}</TabsTrigger>
          <TabsTrigger value="institutions">{t.institutions}</TabsTrigger>
          <TabsTrigger value="csv">{t.csv}</TabsTrigger>
        </TabsList>
        <TabsContent value="items">
          <ItemsPanel filters={filters} onFiltersChange={setFilters} />
        </TabsContent>
        <TabsContent value="collections">
          <CollectionsPanel />
        </TabsContent>
        <TabsContent value="institutions">
          <InstitutionsPanel />
        </TabsContent>
        <TabsContent value="csv">
          <CsvPanel filters={filters} />
        </TabsContent>
      </Tabs>
    </>
  );
}
