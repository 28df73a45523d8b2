import { Compass, Target } from "lucide-react";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { landingTexts } from "./landing-texts.ts";

export function MissionVision() {
  const t = landingTexts.mission;
  const cards = [
    { title: t.missionTitle, text: t.mission, Icon: Target },
    { title: t.visionTitle, text: t.vision, Icon: Compass },
  ];
  return (
    <section id="mission" aria-labelledby="mission-title" className="scroll-mt-24 bg-sand">
      <div className="container-page py-16 md:py-20">
        <h2 id="mission-title" className="sr-only">
          {t.heading}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {cards.map(({ title, text, Icon }) => (
            <article key={title} className="overflow-hidden rounded-lg bg-surface shadow-card">
              <ImigongoBand tone="clay" className="h-2.5" />
              <div className="p-6 sm:p-8">
                <div className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="size-7 text-clay" />
                  <h3 className="text-2xl font-semibold">{title}</h3>
                </div>
                <p className="mt-4 text-lg leading-relaxed text-ink-soft">{text}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
