import { Link } from "react-router";
import { ContactLines } from "../../components/layout/contact-lines.tsx";
import { PageIntro } from "../../components/layout/page-intro.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { aboutTexts } from "./about-texts.ts";
import { Emphasized } from "./emphasized.tsx";
import { LegalSections } from "./legal-sections.tsx";

export default function AboutPage() {
  const t = aboutTexts.about;
  const figures = [
    { value: "50K+", label: t.figures.assets },
    { value: "200+", label: t.figures.communities },
    { value: "15", label: t.figures.countries },
    { value: "500+", label: t.figures.makers },
  ];
  return (
    <>
      <title>{t.title}</title>
      <PageIntro eyebrow={t.eyebrow} title={t.heading}>
        {t.intro}
      </PageIntro>

      <section id="story" aria-labelledby="story-title" className="container-page scroll-mt-24 py-14">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div className="max-w-2xl space-y-4 text-lg text-ink-soft">
            <h2 id="story-title" className="text-3xl font-semibold text-ink">
              {t.storyTitle}
            </h2>
            {t.story.map((paragraph) => (
              <p key={paragraph}>
                <Emphasized text={paragraph} words={["Agaseke", "Imigongo"]} />
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {figures.map((figure) => (
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
              {t.contactTitle}
            </h2>
            <p className="mt-3 max-w-md text-ink-soft">{t.contactNote}</p>
            <Link to="/involved" className={buttonClass("primary", "md", "mt-6")}>
              {t.waysToGetInvolved}
            </Link>
          </div>
          <address className="flex flex-col gap-3 rounded-lg bg-surface p-6 text-ink-soft not-italic shadow-card">
            <ContactLines
              line="flex items-center gap-3"
              link="flex min-h-11 items-center gap-3 hover:text-ink"
              icon="size-5 text-clay"
            />
          </address>
        </div>
      </section>

      <ImigongoBand tone="clay" className="h-2" />
      <LegalSections />
    </>
  );
}
