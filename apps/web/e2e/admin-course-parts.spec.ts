import { expect as baseExpect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { openSection } from "./admin-helpers.ts";
import { approvedCreatorViaApi, loginAsAdmin } from "./support.ts";

/**
 * The admin Courses, decisions 136–138: an approved creator named as instructor (the course
 * page links to their maker page), modules moved by keyboard, and a lesson recording uploaded with
 * its WebVTT captions, which the lesson page plays as the player's track.
 */
test.use({ viewport: { width: 1024, height: 800 } });
// Saves and uploads on a loaded two-core machine may take longer than the default 10 s (decision 141).
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now().toString(36);
const VTT = "WEBVTT\n\n00:00.000 --> 00:02.000\nMwaramutse! Good morning.\n";
const OGG = Buffer.concat([Buffer.from("OggS\u0000\u0002", "latin1"), Buffer.alloc(2_048)]);

/** A course with two modules, made over the API as the admin: the journeys start at its editor. */
async function courseWithTwoModules(page: Page, admin: string, title: string) {
  const headers = { authorization: `Bearer ${admin}` };
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 122, g: 74, b: 28 } },
  })
    .png()
    .toBuffer();
  const cover = await page.request.post("/api/media", {
    headers,
    data: { image: `data:image/png;base64,${picture.toString("base64")}` },
  });
  const course = await page.request.post("/api/admin/learning/courses", {
    headers,
    data: {
      title: { en: title },
      description: { en: "Songs of the inanga." },
      category: "music",
      level: "beginner",
      teaching_language: "en",
      duration: "1 week",
      instructor_name: "Music team",
      image: (await cover.json()).url,
      price_rwf: null,
      published: true,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const id = (await course.json()).id as number;
  for (const name of ["Listening", "Playing"])
    await page.request.post(`/api/admin/learning/courses/${id}/modules`, {
      headers,
      data: { title: { en: name } },
    });
  return id;
}

async function openCourse(page: Page, title: string) {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openSection(page, "Courses");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("an admin names an approved creator as instructor and moves a module by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Uwase ${stamp}`;
  await approvedCreatorViaApi(page.request, {
    display_name: name,
    community: "Nyanza",
    practice: "Inanga songs",
    statement: "I play the inanga and teach the old songs to the young people of Nyanza.",
  });
  const admin = await loginAsAdmin(page);
  const title = `Inanga ${stamp}`;
  const courseId = await courseWithTwoModules(page, admin.access, title);

  await openCourse(page, title);
  await page.getByLabel("Creator who teaches it").selectOption({ label: `${name} (Nyanza)` });
  await expect(page.getByLabel("Instructor", { exact: true })).toHaveValue(name);
  await page.getByRole("button", { name: "Save course" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();

  // The second module up by keyboard: the focus stays with it, on 'down' once it is first.
  await page.getByRole("button", { name: "Move Playing up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Module 1: Playing" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move Playing down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Module 1: Listening" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move Playing up" })).toBeFocused();

  await page.goto(`/elearning/courses/${courseId}`);
  const link = page.getByRole("link", { name });
  await expect(link).toHaveAttribute("href", /^\/makers\/[a-z0-9-]+$/);
});

test("a lesson recording uploaded with its WebVTT captions plays with its track", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await loginAsAdmin(page);
  const title = `Greetings ${stamp}`;
  const courseId = await courseWithTwoModules(page, admin.access, title);
  await openCourse(page, title);
  await page.getByRole("button", { name: "Add lesson" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New lesson" });
  await dialog.getByLabel("Lesson title").fill("Mwaramutse");
  await dialog.getByLabel("Lesson text (Markdown)").fill("Say **mwaramutse** until noon.");
  await dialog.getByRole("button", { name: "Add a medium" }).click();
  await dialog.getByLabel("Kind", { exact: true }).selectOption("audio");
  // A file that is not sound, film or WebVTT is refused with the server's words.
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a recording"),
    });
  await expect(
    dialog.getByText("Upload a recording (MP3, Ogg, WAV), a film (MP4, WebM) or captions (WebVTT)."),
  ).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "greeting.ogg", mimeType: "audio/ogg", buffer: OGG });
  await expect(dialog.getByLabel("File address")).toHaveValue(/^\/media\/lessons\/.+\.ogg$/);
  await dialog
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles({ name: "greeting.vtt", mimeType: "text/vtt", buffer: Buffer.from(VTT) });
  await expect(dialog.getByRole("link", { name: "The captions file" })).toBeVisible();
  await dialog.getByLabel("Caption", { exact: true }).fill("A greeting in the morning");
  await dialog.getByLabel("Transcript", { exact: true }).fill("Mwaramutse! Good morning.");
  await dialog.getByRole("button", { name: "Add lesson" }).click();
  await expect(dialog).toBeHidden();

  // The course's first lesson is open to visitors: its recording carries the captions track.
  const outline = await (await page.request.get(`/api/learning/courses/${courseId}`)).json();
  await page.goto(`/elearning/lessons/${outline.first_lesson_id}`);
  const track = page.locator("audio > track");
  await expect(track).toHaveAttribute("kind", "captions");
  await expect(track).toHaveAttribute("src", /^\/media\/lessons\/.+\.vtt$/);
  const served = await page.request.get((await track.getAttribute("src"))!);
  expect(await served.text()).toContain("Mwaramutse!");
});
