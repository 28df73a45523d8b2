import { ArrowRight, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { useRepositoryCollections } from "../items/item-api.ts";
import { itemTexts as t } from "../items/item-texts.ts";
import { T } from "../resources-texts.ts";

/**
 * The repository home's way into the real collection: a search across every item, and
 * the published collections of the museums, libraries and archives, each opening its items.
 */
export function CollectionsSection() {
  const collections = useRepositoryCollections();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const inputId = useId();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `/resources/search?${new URLSearchParams({ q })}` : "/resources/search");
  };
  return (
    <section aria-labelledby="collections-title" className="container-page py-12">
      <h2 id="collections-title" className="text-3xl font-semibold">
        {t.browse.collections}
      </h2>
      <form method="get" role="search" onSubmit={search} className="mt-4 flex max-w-xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.browse.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.browse.searchPlaceholder}
          className="min-h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3"
        />
        <button type="submit" className={buttonClass("primary", "md", "shrink-0")}>
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t.searchCollection}</span>
        </button>
      </form>
      {collections.isError ? (
        <ErrorState
          className="mt-6"
          message={T.loadError}
          retryLabel={T.retry}
          onRetry={() => collections.refetch()}
        />
      ) : collections.isPending ? (
        <LoadingRegion>
          <Skeleton className="mt-6 h-32 w-full" />
        </LoadingRegion>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collections.data.map((collection) => (
            <li key={collection.id}>
              <Link
                to={`/resources/search?${new URLSearchParams({ collection: collection.slug })}`}
                className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card hover:border-clay"
              >
                <span lang={collection.language} className="font-display text-xl font-semibold break-words">
                  {collection.title}
                </span>
                <UntranslatedNote record={collection} />
                <span className="mt-1 text-sm text-muted">
                  {collection.institution.name} · {t.browse.collectionItems(collection.item_count)}
                </span>
                {collection.description && (
                  <span lang={collection.language} className="mt-2 line-clamp-3 text-sm">
                    {collection.description}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/resources/search" className={buttonClass("secondary", "md", "mt-6")}>
        {t.browse.browseAll}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
