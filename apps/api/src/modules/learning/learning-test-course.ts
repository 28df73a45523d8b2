import type { Db } from "../../db/client.ts";
import { courseCategories } from "../../db/schema/learning.ts";
import { type CourseDefinition, insertCourse } from "./course-writer.ts";

const t = (en: string, rw?: string, fr?: string) => ({ en, ...(rw ? { rw } : {}), ...(fr ? { fr } : {}) });

/** A small course with every kind of question, for the route tests (the seed has its own test). */
export const testCourse: CourseDefinition = {
  slug: "greetings-test",
  category: "kinyarwanda",
  title: t("Greetings", "Indamukanyo", "Salutations"),
  description: t("Say hello.", "Kuramutsa.", "Dire bonjour."),
  duration: "1 week",
  level: "beginner",
  teaching_language: "en",
  instructor_name: "Aline Uwase",
  modules: [
    {
      title: t("Hello"),
      summary: t("First words."),
      lessons: [
        { title: t("Muraho", "Muraho"), body: t("Say **muraho**.", "Vuga **muraho**."), minutes: 5 },
        { title: t("Mwaramutse"), body: t("Good morning: *mwaramutse*."), minutes: 5 },
      ],
      quizzes: [
        {
          title: t("Hello quiz"),
          pass_mark: 75,
          questions: [
            {
              id: "q1",
              kind: "single",
              prompt: t("Good morning is…"),
              options: [
                { id: "a", text: t("Mwaramutse") },
                { id: "b", text: t("Mwiriwe") },
              ],
              correct: "a",
              explanation: t(
                "Mwaramutse is said until about noon.",
                undefined,
                "Mwaramutse se dit jusqu’à midi.",
              ),
            },
            {
              id: "q2",
              kind: "multiple",
              prompt: t("Which are greetings?"),
              options: [
                { id: "a", text: t("Muraho") },
                { id: "b", text: t("Amazi") },
                { id: "c", text: t("Mwiriwe") },
              ],
              correct: ["a", "c"],
              explanation: t("Amazi means water."),
            },
            {
              id: "q3",
              kind: "match",
              prompt: t("Match the words."),
              pairs: [
                { id: "p1", left: t("Yego"), right: t("Yes") },
                { id: "p2", left: t("Oya"), right: t("No") },
                { id: "p3", left: t("Murakoze"), right: t("Thank you") },
              ],
              explanation: t("Yego, oya, murakoze."),
            },
            {
              id: "q4",
              kind: "typed",
              prompt: t("Write 'and the man' in Kinyarwanda."),
              accepted: ["n’umugabo", "na umugabo"],
              explanation: t("Na + umugabo contracts to n’umugabo."),
            },
          ],
        },
      ],
    },
    {
      title: t("Goodbye"),
      summary: t("Leaving."),
      lessons: [{ title: t("Murabeho"), body: t("Goodbye: murabeho."), minutes: 5 }],
      quizzes: [],
    },
  ],
};

/** The category, the test course, an unpublished one and a priced one; their ids. */
export async function insertTestCourses(db: Db) {
  await db
    .insert(courseCategories)
    .values({
      slug: "kinyarwanda",
      name: "Kinyarwanda Language",
      description: "Words.",
      image: "/i",
      thumbnail: "/t",
    })
    .onConflictDoNothing();
  const picture = { image: "/media/c.webp", thumbnail: "/media/c-thumb.webp" };
  const course = await insertCourse(db, testCourse, picture);
  const hidden = await insertCourse(db, { ...testCourse, slug: "hidden", published: false }, picture);
  const priced = await insertCourse(db, { ...testCourse, slug: "priced", price_rwf: 5000 }, picture);
  return { course, hidden, priced };
}
