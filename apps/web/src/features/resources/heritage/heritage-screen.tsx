import { NewsletterForm } from "../../../components/layout/newsletter-form.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { HistoricalEvents } from "./historical-events.tsx";
import { PartnerCarousel } from "./partner-carousel.tsx";

/** product §2 heritage landing hero page: email sign-up, partner carousel, three historical events. */
export function HeritageScreen() {
  return (
    <>
      <title>{T.docTitle(T.heritage.title)}</title>
      <section className="bg-ink text-paper">
        <ImigongoBand tone="clay" className="h-3" />
        <div className="container-page grid gap-8 py-12 md:grid-cols-[1fr_24rem] md:items-end md:py-16">
          <div>
            <div className="[&_a]:text-ochre [&_span]:text-line">
              <Breadcrumb trail={[{ label: T.heritage.title }]} />
            </div>
            <h1 className="mt-2 text-4xl font-semibold text-paper sm:text-5xl">{T.heritage.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-line">{T.heritage.lead}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <PartnerCarousel />
      <HistoricalEvents />
    </>
  );
}
