import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "../../components/layout/page-intro.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LegalSections } from "./legal-sections.tsx";

const FIGURES = [
  { value: "50K+", label: "cultural assets described and preserved" },
  { value: "200+", label: "communities taking part" },
  { value: "15", label: "countries reached" },
  { value: "500+", label: "makers and suppliers in the marketplace" },
];

export default function AboutPage() {
  return (
    <>
      <title>About us · Digital Heritage Platform</title>
      <PageIntro eyebrow="About us" title="Heritage belongs to the people who carry it">
        We are a Kigali-based team of archivists, teachers, artisans and engineers building a shared home for
        Rwandan and African cultural heritage.
      </PageIntro>

      <section id="story" aria-labelledby="story-title" className="container-page scroll-mt-24 py-14">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div className="max-w-2xl space-y-4 text-lg text-ink-soft">
            <h2 id="story-title" className="text-3xl font-semibold text-ink">
              Our story
            </h2>
            <p>
              It started with a box of photographs. A family in Nyanza had kept pictures of their
              grandparents’ wedding, of cattle, of a royal drum ceremony — but no one alive could name
              everyone in them. We realised how much of our history sits in boxes like that, and in the
              memories of a few elders.
            </p>
            <p>
              So we began recording: the names in the photographs, the songs that went with the ceremonies,
              the way an <strong className="text-ink">Agaseke</strong> (a lidded basket woven from sisal and
              sweetgrass) is started, the cow-dung relief of <strong className="text-ink">Imigongo</strong>{" "}
              panels from Nyakarambi. Today the platform brings that work together with museums, schools and
              makers across the region.
            </p>
            <p>
              We work with consent. Communities decide what is shared openly, what is shared with context, and
              what stays with them. Makers set their own prices and are paid directly.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {FIGURES.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card"
              >
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-clay">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 bg-sand">
        <div className="container-page grid gap-8 py-14 md:grid-cols-2">
          <div>
            <h2 id="contact-title" className="text-3xl font-semibold">
              Contact us
            </h2>
            <p className="mt-3 max-w-md text-ink-soft">
              Questions about an order, a collection or a partnership? We answer within one working day, in
              Kinyarwanda, English or French.
            </p>
            <Link to="/involved" className={buttonClass("primary", "md", "mt-6")}>
              Ways to get involved
            </Link>
          </div>
          <address className="flex flex-col gap-3 rounded-lg bg-surface p-6 text-ink-soft not-italic shadow-card">
            <span className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="size-5 text-clay" /> KG 7 Ave, Kacyiru, Kigali, Rwanda
            </span>
            <a href="tel:+250788000000" className="flex min-h-11 items-center gap-3 hover:text-ink">
              <Phone aria-hidden="true" className="size-5 text-clay" /> +250 788 000 000
            </a>
            <a href="mailto:hello@heritage.rw" className="flex min-h-11 items-center gap-3 hover:text-ink">
              <Mail aria-hidden="true" className="size-5 text-clay" /> hello@heritage.rw
            </a>
          </address>
        </div>
      </section>

      <ImigongoBand tone="clay" className="h-2" />
      <LegalSections />
    </>
  );
}
