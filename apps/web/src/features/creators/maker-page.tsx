import { ExternalLink } from "lucide-react";
import { Link, useParams } from "react-router";
import NotFoundPage from "../../components/layout/not-found-page.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { useMaker } from "./api/maker.ts";
import { T } from "./creators-texts.ts";
import { ItemThumb } from "./item-thumb.tsx";
import { MakerProducts } from "./maker-products.tsx";

/**
 * /makers/{slug}: a creator's public page: photo, community, practice, statement, links,
 * and the items of theirs the public may see (each opens its page in the repository).
 */
export default function MakerPage() {
  const { slug = "" } = useParams();
  const maker = useMaker(slug);
  if (maker.isPending)
    return (
      <div className="container-page py-10">
        <LoadingRegion label={T.maker.loading}>
          <Skeleton className="h-64" />
        </LoadingRegion>
      </div>
    );
  if (maker.isError) {
    if (isApiError(maker.error) && maker.error.status === 404) return <NotFoundPage />;
    return (
      <div className="container-page py-10">
        <ErrorState
          message={T.maker.loadFailed}
          onRetry={() => void maker.refetch()}
          retrying={maker.isFetching}
          retryLabel={T.maker.retry}
        />
      </div>
    );
  }
  const { creator, items } = maker.data;
  return (
    <article className="container-page py-10 sm:py-14" aria-labelledby="maker-name">
      <title>{creator.display_name}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {creator.photo_url ? (
          <img
            src={creator.photo_url}
            alt={T.maker.photoOf(creator.display_name)}
            width={128}
            height={128}
            className="size-28 shrink-0 rounded-full bg-sand object-cover sm:size-32"
          />
        ) : (
          <span
            role="img"
            aria-label={T.maker.photoOf(creator.display_name)}
            className="flex size-28 shrink-0 items-center justify-center rounded-full bg-ink font-display text-4xl font-semibold text-paper sm:size-32"
          >
            {creator.display_name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h1 id="maker-name" className="text-3xl font-semibold break-words sm:text-4xl">
            {creator.display_name}
          </h1>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-muted">{T.maker.community}</dt>
            <dd className="break-words">{creator.community}</dd>
            <dt className="font-semibold text-muted">{T.maker.practice}</dt>
            <dd className="break-words">{creator.practice}</dd>
          </dl>
        </div>
      </header>
      <p className="mt-6 max-w-3xl text-lg break-words whitespace-pre-line">{creator.statement}</p>
      {creator.links.length > 0 && (
        <section aria-labelledby="maker-links" className="mt-6">
          <h2 id="maker-links" className="font-display text-lg font-semibold">
            {T.maker.links}
          </h2>
          <ul className="mt-2 flex flex-col gap-1">
            {creator.links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex min-h-11 items-center gap-1 break-all text-clay underline"
                >
                  {link.replace(/^https?:\/\//, "")}
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="maker-items" className="mt-10">
        <h2 id="maker-items" className="text-2xl font-semibold">
          {T.maker.items}
        </h2>
        {items.length === 0 ? (
          <p className="mt-3 text-muted">{T.maker.noItems}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/resources/items/${item.slug}`}
                  className="flex h-full gap-4 rounded-lg border border-line bg-surface p-3 shadow-card hover:border-clay"
                >
                  <ItemThumb item={item} />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-display text-lg font-semibold break-words text-ink">
                      {item.title}
                    </span>
                    <span className="text-sm text-muted">{item.collection.name}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MakerProducts products={maker.data.products} />
    </article>
  );
}
