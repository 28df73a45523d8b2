import type { ItemDetail } from "@heritage/domain/collections-query";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { ImigongoDiamond } from "../../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";
import { CiteItem } from "./cite-item.tsx";
import { BuyBook } from "./heritage/buy-book.tsx";
import { ItemLabels } from "./heritage/item-labels.tsx";
import { MadeToday } from "./heritage/made-today.tsx";
import { useRepositoryItem } from "./item-api.ts";
import { ItemCard } from "./item-card.tsx";
import { ItemDescription } from "./item-description.tsx";
import { ItemMediaGallery } from "./item-media-gallery.tsx";
import { itemTexts as t } from "./item-texts.ts";

/**
 * One item's public page at /resources/items/{slug}: its media with deep zoom and
 * players, its Dublin Core record, a citation, its IIIF manifest and related items, in the
 * reader's language or, until translated, its original one (marked "Not yet translated").
 */
export function ItemPage() {
  const { slug = "" } = useParams();
  const item = useRepositoryItem(slug);
  if (item.isPending)
    return (
      <div className="container-page py-8">
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="mt-4 h-10 w-2/3" />
          <Skeleton className="mt-6 aspect-[4/3] w-full lg:w-2/3" />
        </LoadingRegion>
      </div>
    );
  if (item.isError) {
    if (isApiError(item.error) && item.error.status === 404) return <ItemNotFound />;
    return (
      <div className="container-page py-8">
        <ErrorState
          message={T.loadError}
          retryLabel={T.retry}
          onRetry={() => item.refetch()}
          retrying={item.isFetching}
        />
      </div>
    );
  }
  return <ItemView item={item.data} />;
}

function ItemView({ item }: { item: ItemDetail }) {
  const description = item.dc.description;
  const hasImages = item.media.some((m) => m.kind === "image");
  return (
    <article lang={item.language} className="container-page py-8">
      <title>{T.docTitle(item.title)}</title>
      <Breadcrumb
        trail={[
          { label: t.section, to: "/resources/search" },
          {
            label: item.collection.name,
            to: `/resources/search?collection=${encodeURIComponent(item.collection.slug)}`,
          },
          { label: item.title },
        ]}
      />
      <header className="mt-2">
        <p className="text-sm font-semibold tracking-wide text-clay uppercase">{t.types[item.type]}</p>
        <h1 className="mt-1 text-3xl font-semibold break-words sm:text-4xl">{item.title}</h1>
        <UntranslatedNote record={item} className="mt-1" />
        {item.dc.title.length > 1 && (
          <p className="mt-1 text-ink-soft">{item.dc.title.slice(1).join(" · ")}</p>
        )}
      </header>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={t.media} className="min-w-0">
          <ItemMediaGallery media={item.media} title={item.title} language={item.original_language} />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          {item.type === "book" && item.made_today[0] && (
            <BuyBook product={item.made_today[0]} title={item.title} />
          )}
          {description.length > 0 && (
            <section aria-label={t.description} className="flex flex-col gap-3">
              {description.map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the record's own order
                <p key={i} className="whitespace-pre-line break-words">
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          <ItemLabels labels={item.labels} />
          <ItemDescription item={item} />
          <CiteItem item={item} />
          {hasImages && (
            <p className="text-sm">
              <a href={`/iiif/items/${item.id}/manifest.json`} className="font-medium text-clay underline">
                {t.manifest}
              </a>{" "}
              <span className="text-muted">{t.manifestHelp}</span>
            </p>
          )}
        </div>
      </div>
      <MadeToday products={item.made_today} />
      {item.related.length > 0 && (
        <section aria-labelledby="related-items" className="mt-12">
          <h2 id="related-items" className="text-2xl font-semibold">
            {t.related}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
            {item.related.map((other) => (
              <li key={other.id}>
                <ItemCard item={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function ItemNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      <title>{T.docTitle(t.notFoundTitle)}</title>
      <ImigongoDiamond className="size-20" />
      <h1 className="mt-5 text-2xl font-semibold">{t.notFoundTitle}</h1>
      <p className="mt-2 max-w-md text-muted">{t.notFoundText}</p>
      <Link to="/resources/search" className={buttonClass("primary", "md", "mt-6")}>
        {t.searchCollection}
      </Link>
    </section>
  );
}
