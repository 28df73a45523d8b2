import { sharedTexts } from "../../components/shared-texts.ts";
import { HeroSection } from "./hero-section.tsx";
import { LeadershipCarousel } from "./leadership-carousel.tsx";
import { MissionVision } from "./mission-vision.tsx";
import { ObjectivesSection } from "./objectives-section.tsx";
import { PillarsSection } from "./pillars-section.tsx";
import { ValuesTimeline } from "./values-timeline.tsx";

/** product §2 landing page: hero, pillars, objectives, values, mission and vision, leadership quotes. */
export default function HomePage() {
  return (
    <>
      <title>{sharedTexts.documentTitle}</title>
      <HeroSection />
      <PillarsSection />
      <ObjectivesSection />
      <ValuesTimeline />
      <MissionVision />
      <LeadershipCarousel />
    </>
  );
}
