import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { SECTION_LABELS } from "../admin-texts.ts";
import { ListingQueuePanel } from "../sellers/listing-queue-panel.tsx";
import { SellerRequestsPanel } from "../sellers/seller-requests-panel.tsx";
import { SELLERS_ADMIN_TEXT } from "../sellers/sellers-admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { ApplicationsPanel } from "./applications-panel.tsx";
import { COMMUNITIES_ADMIN_TEXT } from "./communities/communities-admin-texts.ts";
import { CommunitiesPanel } from "./communities/communities-panel.tsx";
import { CREATORS_ADMIN_TEXT } from "./creators-admin-texts.ts";
import { ReviewQueuePanel } from "./review-queue-panel.tsx";

type Part = "applications" | "queue" | "communities" | "selling";

/**
 * The Creators section: applications to decide, the queue of submitted items, and the
 * communities whose members see what they share (decision 165), and the makers who ask to sell in
 * the market.
 */
export default function CreatorsSection() {
  const t = CREATORS_ADMIN_TEXT;
  const [part, setPart] = useState<Part>("applications");
  return (
    <>
      <SectionHeader title={SECTION_LABELS.creators} description={t.intro} />
      <Tabs value={part} onValueChange={(value) => setPart(value as Part)}>
        <TabsList aria-label={t.parts}>
          <TabsTrigger value="applications">{t.applications}</TabsTrigger>
          <TabsTrigger value="queue">{t.queue}</TabsTrigger>
          <TabsTrigger value="communities">{COMMUNITIES_ADMIN_TEXT.tab}</TabsTrigger>
          <TabsTrigger value="selling">{SELLERS_ADMIN_TEXT.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="applications">
          <ApplicationsPanel />
        </TabsContent>
        <TabsContent value="queue">
          <ReviewQueuePanel />
        </TabsContent>
        <TabsContent value="communities">
          <CommunitiesPanel />
        </TabsContent>
        <TabsContent value="selling">
          <SellerRequestsPanel />
          <ListingQueuePanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
