import { ArrowRight, UserPlus } from "lucide-react";
import { Link } from "react-router";
import heroPanel from "../../assets/hero-imigongo.svg";
import { buttonClass } from "../../components/ui/button.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { landingTexts } from "./landing-texts.ts";

export function HeroSection() {
  const t = landingTexts.hero;
  const stats = [
    { value: "50K+", label: t.assets },
    { value: "200+", label: t.communities },
    { value: "15", label: t.countries },
  ];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-sand">
      <ImigongoBand className="h-3" />
      <div className="container-page grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-clay uppercase">{t.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            {t.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{t.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClass("primary", "lg")}>
              {t.getStarted} <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/login" className={buttonClass("secondary", "lg")}>
              <UserPlus aria-hidden="true" className="size-5" /> {t.invite}
            </Link>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-line-strong pt-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-ink">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-sm lg:max-w-md">
          <div aria-hidden="true" className="absolute -inset-3 rotate-2 rounded-2xl bg-clay/15" />
          <img
            src={heroPanel}
            width={480}
            height={560}
            alt={t.imageAlt}
            className="relative h-auto w-full rounded-xl shadow-dialog"
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
