import type { ItemSummary } from "@heritage/domain/collections";
import { GALLERY_CATEGORIES } from "@heritage/domain/constants";
import type { Article } from "@heritage/domain/content";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "../../../components/layout/page-section.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { Loadable } from "../../../components/ui/loadable.tsx";
import { useContentList } from "../api/content-list.ts";
import { useMuseums } from "../api/get-museums.ts";
import { creditOf, GALLERY_TYPE, itemPath } from "../gallery/gallery-item.ts";
import { type ItemPage, useRepositoryItems } from "../items/item-api.ts";
import { T } from "../resources-texts.ts";
import { ContributeSection } from "./contribute-section.tsx";
import { type Masterpiece, MasterpiecesCarousel } from "./masterpieces-carousel.tsx";
import { MASTERPIECE_COUNT } from "./masterpieces-math.ts";
import { TestimonialSlider } from "./testimonial-slider.tsx";

const masterpiece = (item: ItemSummary): Masterpiece => ({
  id: item.id,
  title: item.title,
  artist: creditOf(item).artist,
  thumbnail: item.thumbnail_url,
  to: itemPath(item),
});

/** Every gallery category with how many artworks hold it as a subject (the facet of any artworks page). */
const categoryCounts = (page: ItemPage) =>
  GALLERY_CATEGORIES.filter((name) => name !== "All").map((name) => ({
    name,
    count: page.facets.subject.find((entry) => entry.value === name)?.count ?? 0,
  }));

/**
 * product §2 home screen sections, fed by the repository's API: the artworks are repository items
 * (decision 123), so the newest one an institution publishes leads the carousel.
 */
export function HomeSections() {
  const best = useRepositoryItems({ type: GALLERY_TYPE, featured: "true", page_size: 3, ordering: "newest" });
  // One request feeds the carousel and, through its subject facet, the category counts.
  const latest = useRepositoryItems({ type: GALLERY_TYPE, ordering: "newest", page_size: MASTERPIECE_COUNT });
  const museums = useMuseums({ page_size: 3 });
  const articles = useContentList<Article>("articles", { page_size: 4 });

  return (
    <>
      <title>{T.docTitle(T.home.title)}</title>
      <section className="bg-ink text-paper">
        <ImigongoBand tone="clay" className="h-3" />
        <div className="container-page py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-semibold text-paper sm:text-5xl">{T.home.heroTitle}</h1>
          <p className="mt-4 max-w-2xl text-lg text-line">{T.home.heroLead}</p>
          <Link to="/resources/gallery" className={buttonClass("primary", "lg", "mt-8")}>
            {T.home.heroCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>

      <PageSection id="best" title={T.home.bestOfBest}>
        <Loadable texts={T} query={best}>
          {(page) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {page.results.map((artwork, i) => (
                <li key={artwork.id}>
                  <Link to={itemPath(artwork)} className="group block">
                    {artwork.thumbnail_url ? (
                      <ContentImage
                        src={artwork.thumbnail_url}
                        alt=""
                        width={800}
                        height={600}
                        eager={i === 0}
                        className="rounded-lg shadow-card"
                      />
                    ) : (
                      <span aria-hidden="true" className="block aspect-[4/3] w-full rounded-lg bg-sand" />
                    )}
                    <span className="mt-3 block font-display text-xl font-semibold group-hover:text-clay">
                      {artwork.title}
                    </span>
                    <span className="block text-sm text-muted">
                      {[creditOf(artwork).artist, artwork.community].filter(Boolean).join(" · ")}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>

      <PageSection id="categories" title={T.home.featuredCategories} tone="sand">
        <Loadable texts={T} query={latest}>
          {(page) => (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {categoryCounts(page).map((category) => (
                <li key={category.name}>
                  <Link
                    to={`/resources/gallery?category=${encodeURIComponent(category.name)}`}
                    className="flex h-full min-h-24 flex-col justify-between rounded-lg border border-line bg-surface p-4 shadow-card hover:border-clay"
                  >
                    <span className="font-display text-lg font-semibold">
                      {T.gallery.categoryNames[category.name]}
                    </span>
                    <span className="text-sm text-muted">{T.home.categoryCount(category.count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>

      <PageSection id="masterpieces" title={T.home.masterpieces}>
        <Loadable texts={T} query={latest}>
          {(page) => <MasterpiecesCarousel artworks={page.results.map(masterpiece)} />}
        </Loadable>
      </PageSection>

      <ContributeSection />

      <PageSection id="museums" title={T.home.exploreMuseums}>
        <p className="-mt-3 mb-6 text-muted">{T.home.exploreMuseumsLead}</p>
        <Loadable texts={T} query={museums}>
          {(page) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {page.results.map((museum) => (
                <li key={museum.id}>
                  <Link
                    to={`/resources/museums/${museum.slug}`}
                    className="group block overflow-hidden rounded-lg border border-line bg-surface shadow-card"
                  >
                    {museum.thumbnail && (
                      <ContentImage src={museum.thumbnail} alt="" width={400} height={250} />
                    )}
                    <span className="block p-4">
                      {museum.category && (
                        <Badge tone={museum.category === "Memorial" ? "ink" : "clay"}>
                          {T.museums.categoryNames[museum.category]}
                        </Badge>
                      )}
                      <span className="mt-2 block font-display text-lg font-semibold group-hover:text-clay">
                        {museum.name}
                      </span>
                      <span className="block text-sm text-muted">{museum.place_name}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
        <Link to="/resources/museums" className={buttonClass("secondary", "md", "mt-6")}>
          {T.home.allMuseums}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </PageSection>

      <PageSection id="testimonials" title={T.home.testimonials} tone="sand">
        <TestimonialSlider />
      </PageSection>

      <PageSection id="articles" title={T.home.articles}>
        <Loadable texts={T} query={articles}>
          {(page) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {page.results.map((article) => (
                <li key={article.id}>
                  <article className="h-full overflow-hidden rounded-lg border border-line bg-surface shadow-card">
                    <ContentImage src={article.thumbnail} alt="" width={400} height={250} />
                    <div className="p-4">
                      <p className="text-xs text-muted">{T.home.readTime(article.read_time)}</p>
                      <h3 className="mt-1 font-sans text-base font-semibold">{article.title}</h3>
                      <p className="mt-1 text-sm text-ink-soft">{article.description}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>
    </>
  );
}
