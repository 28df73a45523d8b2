import { LANGUAGES } from "@heritage/domain/languages";
import { COURSE_LEVELS } from "@heritage/domain/learning";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { Select } from "../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { useQueuedSearchParams } from "../../lib/use-queued-search-params.ts";
import { useCoursePages } from "./api/get-courses.ts";
import { CourseCard } from "./course-card.tsx";
import { courseTexts, filterTexts } from "./course-texts.ts";
import { T } from "./elearning-texts.ts";

/** product §2 'Most frequent': ten courses, and 'Load More Content' fetches the next page from the API. */
export function MostFrequent({ category }: { category?: { slug: string; name: string } }) {
  const [params, setParams] = useQueuedSearchParams();
  const level = params.get("level") ?? "";
  const language = params.get("language") ?? "";
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useCoursePages({
      category: category?.slug,
      level: level || undefined,
      language: language || undefined,
    });
  // Filters live in the URL like the category, so a filtered list can be shared.
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  const courses = data?.pages.flatMap((page) => page.results) ?? [];
  const total = data?.pages[0]?.count ?? 0;
  return (
    <section id="frequent" aria-labelledby="frequent-title" className="container-page scroll-mt-24 py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="frequent-title" className="text-3xl font-semibold">
          {category ? T.frequent.filtered(category.name) : T.frequent.title}
        </h2>
        {category && (
          <Link
            to="/elearning#frequent"
            className="inline-flex min-h-11 items-center text-clay hover:underline"
          >
            {T.frequent.showAll}
          </Link>
        )}
      </div>
      <div className="mt-4 grid max-w-xl grid-cols-2 gap-3">
        <Select
          label={filterTexts.level}
          value={level}
          onChange={(event) => setFilter("level", event.target.value)}
          options={[
            { value: "", label: filterTexts.anyLevel },
            ...COURSE_LEVELS.map((value) => ({ value, label: courseTexts.levels[value] })),
          ]}
        />
        <Select
          label={filterTexts.language}
          value={language}
          onChange={(event) => setFilter("language", event.target.value)}
          options={[
            { value: "", label: filterTexts.anyLanguage },
            ...LANGUAGES.map((value) => ({ value, label: courseTexts.languageNames[value] })),
          ]}
        />
      </div>
      {isError ? (
        <ErrorState className="mt-6" message={T.loadError} retryLabel={T.retry} onRetry={() => refetch()} />
      ) : isPending ? (
        <LoadingRegion>
          <Skeleton className="mt-6 h-80 w-full" />
        </LoadingRegion>
      ) : courses.length === 0 ? (
        <p className="mt-6 text-muted">{T.frequent.empty}</p>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {T.frequent.count(courses.length, total)}
            </p>
            {hasNextPage && (
              <Button
                variant="secondary"
                size="lg"
                onClick={() => fetchNextPage()}
                loading={isFetchingNextPage}
                loadingText={T.frequent.loadingMore}
              >
                {T.frequent.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
