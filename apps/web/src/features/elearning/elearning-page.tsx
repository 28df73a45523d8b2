import { ArrowRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageSection } from "../../components/layout/page-section.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ContentImage } from "../../components/ui/content-image.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { Loadable } from "../../components/ui/loadable.tsx";
import { Portrait } from "../../components/ui/portrait.tsx";
import { cn } from "../../lib/cn.ts";
import { useCourseCategories, useInstructors, useLatestCourses } from "./api/get-courses.ts";
import { CourseCard } from "./course-card.tsx";
import { T } from "./elearning-texts.ts";
import { MostFrequent } from "./most-frequent.tsx";

/**
 * product §2 courses landing screen. A category tile filters 'Most frequent' through the URL
 * (/elearning?category=music), so a filtered list can be shared and the back button works.
 */
export default function ElearningPage() {
  const [params] = useSearchParams();
  const categories = useCourseCategories();
  const latest = useLatestCourses(4);
  const instructors = useInstructors(5);
  const slug = params.get("category") ?? undefined;
  const selected = categories.data?.results.find((c) => c.slug === slug);

  return (
    <>
      <title>{T.docTitle}</title>
      <section className="bg-ink text-paper">
        <ImigongoBand tone="clay" className="h-3" />
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-medium tracking-wide text-ochre uppercase">{T.hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold text-paper sm:text-5xl">{T.hero.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-line">{T.hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#frequent" className={buttonClass("primary", "lg")}>
              {T.hero.browse}
            </a>
            <a
              href="#student"
              className={buttonClass(
                "secondary",
                "lg",
                "border-paper/40 bg-transparent text-paper hover:bg-paper/10 hover:text-paper",
              )}
            >
              {T.hero.join}
            </a>
            <Link
              to="/elearning/vocabulary"
              className="inline-flex min-h-11 items-center text-ochre hover:underline"
            >
              {T.hero.vocabulary}
            </Link>
          </div>
        </div>
      </section>

      <PageSection id="categories" title={T.categories.title} tone="sand">
        <Loadable texts={T} query={categories} skeletonClassName="h-64">
          {(page) => (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {page.results.map((category, i) => (
                <li key={category.id}>
                  <Link
                    to={`/elearning?category=${category.slug}#frequent`}
                    aria-current={category.slug === slug ? "true" : undefined}
                    className={cn(
                      "group flex h-full flex-col overflow-hidden rounded-lg border bg-surface shadow-card hover:border-clay",
                      category.slug === slug ? "border-clay ring-2 ring-clay" : "border-line",
                    )}
                  >
                    <ContentImage src={category.thumbnail} alt="" width={400} height={250} eager={i < 4} />
                    <span className="flex flex-1 flex-col p-3">
                      <span className="font-display text-lg font-semibold group-hover:text-clay">
                        {category.name}
                      </span>
                      <span className="text-sm text-muted">{T.categories.count(category.course_count)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>

      <MostFrequent key={selected?.slug ?? "all"} category={selected} />

      <PageSection id="latest" title={T.latest.title} tone="sand">
        <Loadable texts={T} query={latest} skeletonClassName="h-64">
          {(page) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {page.results.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>

      <section id="student" aria-labelledby="student-title" className="container-page scroll-mt-24 py-12">
        <h2 id="student-title" className="text-3xl font-semibold">
          {T.student.title}
        </h2>
        <p className="mt-2 text-muted">{T.student.lead}</p>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {T.student.steps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-clay font-display text-lg font-semibold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-sans text-base font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
        <Link to="/register" className={buttonClass("primary", "lg", "mt-6")}>
          {T.student.cta}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </section>

      <PageSection id="instructors" title={T.instructors.title} tone="sand">
        <Loadable texts={T} query={instructors} skeletonClassName="h-40">
          {(page) => (
            <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
              {page.results.map((instructor) => (
                <li key={instructor.id} className="flex flex-col items-center text-center">
                  <Portrait name={instructor.name} image={instructor.image} size={112} />
                  <p className="mt-3 font-semibold">{instructor.name}</p>
                  <p className="text-sm text-muted">{instructor.role}</p>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>
    </>
  );
}
