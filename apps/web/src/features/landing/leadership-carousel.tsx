import { Quote } from "lucide-react";
import { Carousel } from "../../components/ui/carousel.tsx";
import { InitialsDisc } from "../../components/ui/imigongo.tsx";
import { landingTexts } from "./landing-texts.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Names stay as they are in every language; positions and quotes come from the texts, in this order. */
const NAMES = ["Aline Uwase", "Jean-Paul Habimana", "Grace Mukamana", "Eric Nshimiyimana"];

/** product §2: four leadership quotes (name, position, quote, image), arrows, dots, wrap-around, auto-advance. */
export function LeadershipCarousel() {
  const t = landingTexts.leadership;
  const leaders = NAMES.map((name, index) => ({ name, ...t.leaders[index]! }));
  return (
    <section
      id="leadership"
      aria-labelledby="leadership-title"
      className="container-page scroll-mt-24 py-16 md:py-20"
    >
      <SectionHeading id="leadership-title" eyebrow={t.eyebrow} title={t.title} centered />
      <Carousel label={t.carousel} autoplayMs={7000} className="mx-auto mt-10 max-w-4xl">
        {leaders.map((leader, index) => (
          <figure
            key={leader.name}
            className="mx-1 flex flex-col items-center gap-6 rounded-lg border border-line bg-surface p-6 text-center shadow-card sm:p-10 md:flex-row md:text-left"
          >
            <InitialsDisc name={leader.name} variant={index} size={144} className="size-28 md:size-36" />
            <div>
              <Quote aria-hidden="true" className="mx-auto size-8 text-clay md:mx-0" />
              <blockquote className="mt-3 font-display text-xl leading-relaxed text-ink sm:text-2xl">
                “{leader.quote}”
              </blockquote>
              <figcaption className="mt-5">
                <span className="block font-semibold text-ink">{leader.name}</span>
                <span className="block text-sm text-muted">{leader.position}</span>
              </figcaption>
            </div>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
