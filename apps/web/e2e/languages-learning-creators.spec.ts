import { expect, type Page, test } from "@playwright/test";
import creatorsFr from "../src/features/creators/creators-texts.fr.ts";
import creatorsRw from "../src/features/creators/creators-texts.rw.ts";
import { T as creatorsEn } from "../src/features/creators/creators-texts.ts";
import { courseTexts, lessonTexts, vocabularyTexts } from "../src/features/elearning/course-texts.ts";
import elearningFr from "../src/features/elearning/elearning-texts.fr.ts";
import elearningRw from "../src/features/elearning/elearning-texts.rw.ts";
import { T as elearningEn } from "../src/features/elearning/elearning-texts.ts";
import { checkPage, englishSentences, type Lang } from "./languages-support.ts";
import { approvedCreatorViaApi, registerAndLogin } from "./support.ts";

/**
 * The three languages on the screens built after them: the courses, a lesson, the vocabulary
 * trainer, the creator application and a maker's page read in Kinyarwanda and French on a 375 px
 * phone, with none of the English sentences of their own catalogs, the shell's or the market's.
 */
const T = {
  rw: { elearning: elearningRw, creators: creatorsRw },
  fr: { elearning: elearningFr, creators: creatorsFr },
};
const ENGLISH = englishSentences({ elearningEn, creatorsEn, courseTexts, lessonTexts, vocabularyTexts });

test.use({ viewport: { width: 375, height: 800 } });
// Pages on a loaded two-core machine may take longer than the default 10 s (decision 141).
const slow = { timeout: 30_000 };

const stamp = Date.now().toString(36);
const makerName = `Uwase Claudine ${stamp}`;
let makerSlug = "";
let firstLessonPath = "";
let coursePath = "";

test.beforeAll(async ({ request }) => {
  // A maker approved over the API: their public page is one of the screens read below.
  makerSlug = (
    await approvedCreatorViaApi(request, {
      display_name: makerName,
      community: "Gakenke",
      practice: "Agaseke",
      statement: "Mboha uduseke n’itsinda ry’abagore b’i Gakenke, nk’uko mama yabinyigishije.",
    })
  ).slug;

  const courses = (await (await request.get("/api/content/courses/?page_size=100")).json()) as {
    results: { id: number }[];
  };
  const seeded = courses.results[0]!;
  coursePath = `/elearning/courses/${seeded.id}`;
  const outline = (await (await request.get(`/api/learning/courses/${seeded.id}`)).json()) as {
    modules: { lessons: { id: number }[] }[];
  };
  firstLessonPath = `/elearning/lessons/${outline.modules[0]!.lessons[0]!.id}`;
});

async function readIn(page: Page, lang: Lang, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(slow);
  await page.waitForLoadState("networkidle");
  await checkPage(page, lang, ENGLISH);
}

for (const lang of ["rw", "fr"] as const satisfies Lang[]) {
  const t = T[lang];

  test(`${lang}: courses, a course, a lesson, the vocabulary, the creator application and a maker's page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await registerAndLogin(page);
    await page.goto(`/elearning?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: t.elearning.hero.title })).toBeVisible(slow);
    await expect(page).toHaveTitle(t.elearning.docTitle);
    await checkPage(page, lang, ENGLISH);

    for (const path of [coursePath, firstLessonPath, "/elearning/vocabulary", "/creators/apply"]) {
      await readIn(page, lang, path);
    }
    await readIn(page, lang, `/makers/${makerSlug}`);
    await expect(page.getByRole("heading", { level: 1, name: makerName })).toBeVisible();
  });
}
