import { localized } from "../../lib/i18n/localized.ts";

/** Every text of the courses landing screen (product §2) in English; rw and fr beside it. */
const en = {
  docTitle: "E-Learning · Courses on Rwandan & African culture",
  hero: {
    eyebrow: "E-Learning",
    title: "Learn all about Rwandan & African culture",
    lead: "Courses on language, history, music, dance and crafts, taught by people who carry the knowledge.",
    browse: "Browse courses",
    join: "Become a student",
    vocabulary: "Practise Kinyarwanda words",
  },
  categories: {
    title: "Cultural categorization",
    count: (n: number) => `${n} ${n === 1 ? "course" : "courses"}`,
  },
  frequent: {
    title: "Most frequent",
    filtered: (name: string) => `Most frequent in ${name}`,
    showAll: "Show all categories",
    loadMore: "Load More Content",
    loadingMore: "Loading...",
    followers: (n: string) => `${n} followers`,
    empty: "No courses in this category yet.",
    count: (shown: number, total: number) => `Showing ${shown} of ${total} courses`,
  },
  latest: { title: "Last discovered", added: "New" },
  student: {
    title: "Become a student",
    lead: "Four steps from curiosity to your first lesson.",
    steps: [
      { title: "Create your account", text: "Sign up with your name and email address; it takes a minute." },
      { title: "Choose a course", text: "Pick a category or one of the most followed courses." },
      { title: "Learn at your pace", text: "Short lessons with recordings, pictures and stories." },
      { title: "Share what you learn", text: "Take part in the community and pass the knowledge on." },
    ],
    cta: "Sign up",
  },
  instructors: { title: "Top instructor of the month" },
  loadError: "We could not load the courses. Please try again.",
  retry: "Try Again",
} as const;

export type ElearningTextsSource = typeof en;
export const T = localized(en, {
  rw: () => import("./elearning-texts.rw.ts"),
  fr: () => import("./elearning-texts.fr.ts"),
});
