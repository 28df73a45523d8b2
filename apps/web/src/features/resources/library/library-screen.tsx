import type { Article } from "@heritage/domain/content";
import { Link } from "react-router";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useContentList } from "../api/content-list.ts";
import { itemPath } from "../gallery/gallery-item.ts";
import { BuyBook } from "../items/heritage/buy-book.tsx";
import { useRepositoryItems } from "../items/item-api.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";

/**
 * The 'Libraries' dropdown's screen: the repository's books (items of type book, whichever library
 * holds them, decision 123), each opening its own page and offering the market's edition to buy
 * when there is one (decision 178), and the articles.
 */
export function LibraryScreen() {
  const books = useRepositoryItems({ type: "book", page_size: 24 });
  const articles = useContentList<Article>("articles", { page_size: 24 });
  return (
    <div className="container-page py-8">
      <title>{T.docTitle(T.library.title)}</title>
      <Breadcrumb trail={[{ label: T.library.title }]} />
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{T.library.title}</h1>
      <p className="mt-2 max-w-2xl text-muted">{T.library.lead}</p>

      <section id="books" aria-labelledby="books-title" className="mt-10 scroll-mt-24">
        <h2 id="books-title" className="text-2xl font-semibold">
          {T.library.books}
        </h2>
        {books.isError ? (
          <ErrorState
            className="mt-4"
            message={T.loadError}
            retryLabel={T.retry}
            onRetry={() => books.refetch()}
          />
        ) : books.isPending ? (
          <LoadingRegion>
            <Skeleton className="mt-4 h-80 w-full" />
          </LoadingRegion>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
            {books.data.results.map((book) => (
              <li key={book.id} className="relative flex flex-col">
                {book.thumbnail_url ? (
                  <ContentImage
                    src={book.thumbnail_url}
                    alt={T.library.cover(book.title)}
                    width={300}
                    height={400}
                    className="rounded-lg shadow-card"
                  />
                ) : (
                  <span aria-hidden="true" className="block aspect-[3/4] w-full rounded-lg bg-sand" />
                )}
                <h3 lang={book.language} className="mt-3 font-sans text-base leading-snug font-semibold">
                  {/* The link covers the card (its ::after): one target, one link. */}
                  <Link to={itemPath(book)} className="after:absolute after:inset-0 hover:text-clay">
                    {book.title}
                  </Link>
                </h3>
                {book.dc.creator.length > 0 && (
                  <p className="text-sm text-muted">{T.library.by(book.dc.creator.join(", "))}</p>
                )}
                {book.for_sale && <BuyBook product={book.for_sale} title={book.title} compact />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="articles" aria-labelledby="articles-title" className="mt-12 scroll-mt-24">
        <h2 id="articles-title" className="text-2xl font-semibold">
          {T.library.articles}
        </h2>
        {articles.isError ? (
          <ErrorState
            className="mt-4"
            message={T.loadError}
            retryLabel={T.retry}
            onRetry={() => articles.refetch()}
          />
        ) : articles.isPending ? (
          <LoadingRegion>
            <Skeleton className="mt-4 h-64 w-full" />
          </LoadingRegion>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.data.results.map((article) => (
              <li key={article.id}>
                <article className="relative h-full overflow-hidden rounded-lg border border-line bg-surface shadow-card">
                  <ContentImage src={article.thumbnail} alt="" width={400} height={250} />
                  <div className="p-5">
                    <p className="text-xs text-muted">
                      {formatDate(article.published_at)} · {T.library.readTime(article.read_time)}
                    </p>
                    <h3 className="mt-1 text-lg font-semibold">
                      <Link
                        to={`/resources/articles/${article.id}`}
                        className="after:absolute after:inset-0 after:content-[''] hover:text-clay hover:underline"
                      >
                        {article.title}
                      </Link>
                    </h3>
                    <p className="mt-2 text-sm">{article.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
