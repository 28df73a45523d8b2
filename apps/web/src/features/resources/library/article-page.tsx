import { Link, useParams } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { formatDate } from "../../../lib/format.ts";
import { useArticle } from "../api/get-article.ts";
import { T } from "../resources-texts.ts";
import { Breadcrumb } from "../shared/breadcrumb.tsx";

/** /resources/articles/{id}: an article of the library on a page of its own, to read and to share. */
export function ArticlePage() {
  const { id = "" } = useParams();
  const articleId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const article = useArticle(articleId);
  if (!Number.isInteger(articleId) || (isApiError(article.error) && article.error.status === 404)) {
    return <ArticleNotFound />;
  }
  if (article.isPending) {
    return (
      <div className="container-page py-8">
        <LoadingRegion label={T.library.articleLoading}>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="mt-6 aspect-[16/10] w-full max-w-3xl" />
        </LoadingRegion>
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className="container-page py-8">
        <ErrorState
          message={T.loadError}
          retryLabel={T.retry}
          onRetry={() => article.refetch()}
          retrying={article.isFetching}
        />
      </div>
    );
  }
  const { data } = article;
  return (
    <article lang={data.language} className="container-page max-w-3xl py-8">
      <title>{T.docTitle(data.title)}</title>
      <Breadcrumb
        trail={[{ label: T.library.title, to: "/resources/library#articles" }, { label: data.title }]}
      />
      <h1 className="mt-2 text-3xl font-semibold break-words sm:text-4xl">{data.title}</h1>
      <UntranslatedNote record={data} className="mt-1" />
      <p className="mt-2 text-sm text-muted">
        {formatDate(data.published_at)} · {T.library.readTime(data.read_time)}
      </p>
      <ContentImage
        src={data.image}
        alt=""
        width={1200}
        height={750}
        className="mt-6 w-full rounded-lg"
        eager
      />
      <p className="mt-6 text-lg leading-relaxed whitespace-pre-line">{data.description}</p>
      <Link to="/resources/library#articles" className={buttonClass("secondary", "md", "mt-8")}>
        {T.library.backToLibrary}
      </Link>
    </article>
  );
}

function ArticleNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      <title>{T.docTitle(T.library.articleNotFound)}</title>
      <h1 className="text-2xl font-semibold">{T.library.articleNotFound}</h1>
      <p className="mt-2 max-w-md text-muted">{T.library.articleNotFoundText}</p>
      <Link to="/resources/library#articles" className={buttonClass("primary", "md", "mt-6")}>
        {T.library.backToLibrary}
      </Link>
    </section>
  );
}
