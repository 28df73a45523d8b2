import { expect, type Page, test } from "@playwright/test";
import { jpeg, webm } from "../../api/src/test/fixtures/item-media-fixtures.ts";
import itemFr from "../src/features/resources/items/item-texts.fr.ts";
import itemRw from "../src/features/resources/items/item-texts.rw.ts";
import { checkPage } from "./languages-support.ts";
import { ADMIN, keepScreenshot, loginViaApi } from "./support.ts";

// An item's public page on a 375 px phone, in English, Kinyarwanda and French: nothing
// wider than the screen (a long identifier, the deep-zoom viewer, the video), the record, the
// citation of an undated item, and the video's caption track (decision 118). Screenshots are
// kept in the test's output folder to look at.

const stamp = Date.now().toString(36);
const titles = {
  en: `Intore dancers' headdress ${stamp}`,
  rw: `Umutako w'intore ${stamp}`,
  fr: `Coiffe des danseurs intore ${stamp}`,
};
// English as the page writes it (the English catalog is the source the others translate).
const itemEn = {
  viewer: { zoomIn: "Zoom in" },
  cite: { title: "Cite this item", undated: "n.d." },
  captions: "Captions",
};
const texts = { en: itemEn, rw: itemRw, fr: itemFr };
let slug = "";

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const { access } = await loginViaApi(request, ADMIN.username, ADMIN.password);
  const headers = { Authorization: `Bearer ${access}` };
  const collections = (await (await request.get("/api/repository/collections/")).json()) as {
    id: string;
    slug: string;
  }[];
  const museum = collections.find((c) => c.slug === "ethnographic-museum-collection")!;
  const created = await request.post("/api/admin/repository/items", {
    headers,
    data: {
      type: "object",
      collection: museum.id,
      published: true,
      original_language: "en",
      community: "Nyanza dancers",
      period: "20th century",
      dc: {
        title: [titles.en],
        creator: ["Intore ensemble of the royal court"],
        description: [
          "A headdress of sisal fibres worn by intore dancers, whose dance recalls the warriors of the royal court.",
        ],
        subject: ["Dance", "Regalia"],
        // No word break in it: the page must wrap it rather than scroll sideways.
        identifier: [
          `https://heritage.example.rw/collections/ethnographic-museum/objects/INTORE-HEADDRESS-${stamp}-0001`,
        ],
        rights: ["http://rightsstatements.org/vocab/InC/1.0/"],
      },
      translations: {
        rw: {
          title: [titles.rw],
          description: ["Umutako w'imigwegwe wambarwa n'intore, imbyino yibutsa ingabo z'ibwami."],
        },
        fr: {
          title: [titles.fr],
          description: [
            "Une coiffe en fibres de sisal portée par les danseurs intore, dont la danse rappelle les guerriers de la cour royale.",
          ],
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = await created.json();
  slug = item.slug;
  const media = `/api/admin/repository/items/${item.id}/media`;
  const picture = await request.post(media, {
    headers,
    multipart: { file: { name: "headdress.jpg", mimeType: "image/jpeg", buffer: await jpeg(1600, 1200) } },
  });
  expect(picture.status(), await picture.text()).toBe(201);
  const film = await request.post(media, {
    headers,
    multipart: { file: { name: "dance.webm", mimeType: "video/webm", buffer: webm() } },
  });
  expect(film.status(), await film.text()).toBe(201);
  const captions = await request.put(`${media}/${(await film.json()).id}/captions`, {
    headers,
    multipart: {
      file: {
        name: "dance.vtt",
        mimeType: "text/vtt",
        buffer: Buffer.from("WEBVTT\n\n00:00.000 --> 00:03.000\nIngoma zirumvikana.\n"),
      },
    },
  });
  expect(captions.status(), await captions.text()).toBe(200);
});

async function openOnPhone(page: Page, lang: "en" | "rw" | "fr") {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/resources/items/${slug}?lang=${lang}`);
  await expect(page.getByRole("heading", { level: 1, name: titles[lang] })).toBeVisible();
  // The viewer has opened the tiles (its buttons wait for it) before the page is measured.
  await expect(page.getByRole("button", { name: texts[lang].viewer.zoomIn, exact: true })).toBeEnabled({
    timeout: 60_000,
  });
  await expect(page.getByRole("heading", { name: texts[lang].cite.title })).toBeVisible();
}

for (const lang of ["en", "rw", "fr"] as const) {
  test(`${lang}: the item page fits a 375 px phone, with the record, the citation and the video's captions`, async ({
    page,
  }) => {
    await openOnPhone(page, lang);
    const t = texts[lang];
    // An undated item's citation says so once, closed by one full stop.
    const citation = page.getByText(
      new RegExp(`${titles[lang]}\\. ${t.cite.undated.replace(/\./g, "\\.")}\\.? `),
    );
    await expect(citation).toBeVisible();
    await expect(citation).not.toContainText("..");
    const track = page.locator('video track[kind="captions"]');
    await expect(track).toHaveAttribute("src", /\/media\/items\/[0-9a-f-]{36}\.vtt$/);
    await expect(track).toHaveAttribute("label", t.captions);
    const vtt = await page.request.get((await track.getAttribute("src"))!);
    expect(vtt.headers()["content-type"]).toBe("text/vtt; charset=utf-8");

    if (lang === "en") {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } else {
      // No English sentence, no serious axe violation, nothing wider than the screen.
      await checkPage(page, lang);
    }
    // Text stays readable: the description is at least 16 px, no line of it cut off.
    const description = page.getByText(/sisal|imigwegwe/).first();
    const size = await description.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
    await keepScreenshot(page, { path: test.info().outputPath(`item-page-375-${lang}.png`), fullPage: true });
  });
}
