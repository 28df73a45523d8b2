import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import {
  ADMIN,
  expectNoSeriousAxeViolations,
  injectSession,
  type LoginAnswer,
  loginAsAdmin,
  loginViaApi,
  registerViaApi,
  uniqueStamp,
} from "./support.ts";

/**
 * The cultural protocols against the real server, at 375 px: a restricted item (with its
 * picture) is invisible to a visitor and to a shopper on every path out (lists, search and its
 * counts, the item page, IIIF, OAI-PMH, the file) while an open control item of the same search is
 * there, and visible to an admin and to the person it names; a community item becomes visible to a
 * shopper who asks to join on /profile once an admin approves them in the portal (decision 165).
 */
test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ mode: "serial", timeout: 300_000 });
const slow = expect.configure({ timeout: 30_000 });

const stamp = uniqueStamp();
const community = { slug: `weavers-${stamp}`, name: `Nyanza weavers ${stamp}` };
const titles = {
  open: `Agaseke open ${stamp}`,
  secret: `Agaseke secret ${stamp}`,
  shared: `Agaseke shared ${stamp}`,
};
// A real 64×48 PNG: the server checks a picture by its bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsQm18z0F2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+D/7MiBpnl3EAAAAASUVORK5CYII=",
  "base64",
);

type Item = { id: string; slug: string; fileKey: string; mediaId: string };
const made: Record<keyof typeof titles, Item> = {} as never;
let admin: Record<string, string>;
let named: LoginAnswer;
let stranger: LoginAnswer;

async function createItem(request: APIRequestContext, title: string, protocol: object): Promise<Item> {
  const collections = (await (await request.get("/api/repository/collections/")).json()) as { id: string }[];
  const empty = Object.fromEntries(
    "creator subject description publisher contributor date type format identifier source language relation coverage rights"
      .split(" ")
      .map((element) => [element, []]),
  );
  const created = await request.post("/api/admin/repository/items", {
    headers: admin,
    data: {
      type: "object",
      collection: collections[0]!.id,
      // Published only once its protocol is set: an item that was never public is no OAI record at all.
      published: false,
      dc: { ...empty, title: [title], description: ["A woven basket with a pointed lid."] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { id: string; slug: string };
  const upload = await request.post(`/api/admin/repository/items/${item.id}/media`, {
    headers: admin,
    multipart: { file: { name: "agaseke.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const media = (await upload.json()) as { id: string; url: string };
  const set = await request.put(`/api/protocols/items/${item.id}`, { headers: admin, data: protocol });
  expect(set.status(), await set.text()).toBe(200);
  const { version } = (await (
    await request.get(`/api/admin/repository/items/${item.id}`, { headers: admin })
  ).json()) as { version: number };
  const published = await request.post(`/api/admin/repository/items/${item.id}/publish`, {
    headers: admin,
    data: { published: true, version },
  });
  expect(published.status(), await published.text()).toBe(200);
  // The file's key is the same under the public media folder and the signed route.
  const fileKey = new URL(media.url, "http://x").pathname.replace(/^\/(media|api\/repository\/files)\//, "");
  return { ...item, fileKey, mediaId: media.id };
}

test.beforeAll(async ({ request }) => {
  admin = { Authorization: `Bearer ${(await loginViaApi(request, ADMIN.username, ADMIN.password)).access}` };
  const namedUser = await registerViaApi(request);
  named = await loginViaApi(request, namedUser.username, namedUser.password);
  const strangerUser = await registerViaApi(request);
  stranger = await loginViaApi(request, strangerUser.username, strangerUser.password);
  const added = await request.post("/api/admin/communities", { headers: admin, data: community });
  expect(added.status(), await added.text()).toBe(201);
  made.open = await createItem(request, titles.open, { access: "public" });
  made.secret = await createItem(request, titles.secret, {
    access: "restricted",
    viewers: [named.user.username],
  });
  made.shared = await createItem(request, titles.shared, { access: "community", community: community.slug });
});

/** Every path out, for whoever `headers` names (nobody: a visitor). */
async function expectHiddenOutsideThePages(request: APIRequestContext, headers: Record<string, string>) {
  const search = await request.get(`/api/repository/items/?search=${stamp}`, { headers });
  const page = (await search.json()) as { count: number; results: { title: string }[]; facets: object };
  expect(page.results.map((r) => r.title)).toEqual([titles.open]);
  expect(page.count).toBe(1);
  // Each facet's counts add up to the one item the reader may see, never more.
  for (const [facet, values] of Object.entries(page.facets) as [string, { count: number }[]][]) {
    if (facet === "subject" || facet === "has_media") continue;
    expect(
      values.reduce((sum, v) => sum + v.count, 0),
      facet,
    ).toBeLessThanOrEqual(1);
  }
  const typeCounts = (page.facets as { type: { value: string; count: number }[] }).type;
  expect(typeCounts.find((v) => v.value === "object")?.count).toBe(1);

  for (const hidden of [made.secret, made.shared]) {
    expect((await request.get(`/api/repository/items/${hidden.slug}`, { headers })).status()).toBe(404);
    expect((await request.get(`/iiif/items/${hidden.id}/manifest.json`, { headers })).status()).toBe(404);
    expect((await request.get(`/iiif/3/${hidden.mediaId}/info.json`, { headers })).status()).toBe(404);
    expect((await request.get(`/media/${hidden.fileKey}`, { headers })).status()).toBe(404);
  }
  expect((await request.get(`/iiif/items/${made.open.id}/manifest.json`)).status()).toBe(200);
  expect((await request.get(`/media/${made.open.fileKey}`)).status()).toBe(200);

  const host = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").hostname;
  const record = (id: string) =>
    request.get(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:${id}`);
  expect(await (await record(made.open.id)).text()).toContain(titles.open);
  const secret = await (await record(made.secret.id)).text();
  expect(secret).toContain('code="idDoesNotExist"');
  expect(secret).not.toContain(titles.secret);
}

/** The repository's search screen: one card, "1 item", and the type facet counting one. */
async function expectOnlyTheOpenItemInTheSearch(page: Page) {
  await page.goto(`/resources/search?q=${stamp}`);
  await slow(page.getByRole("link", { name: titles.open })).toBeVisible();
  await expect(page.getByText("1 item", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Show filters" }).click();
  await expect(page.getByRole("button", { name: /^Object\s*1$/ })).toBeVisible();
  await expect(page.getByText(titles.secret)).toHaveCount(0);
}

/** A toast fading in would fail axe's contrast check half-way: it is read, then dismissed. */
async function dismissToast(page: Page, text: string) {
  const toast = page.getByRole("listitem").filter({ hasText: text });
  await slow(toast).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toBeHidden();
}

async function expectNotFoundPage(page: Page, slug: string) {
  await page.goto(`/resources/items/${slug}`);
  await slow(
    page.getByRole("heading", { level: 1, name: "This item is not in the repository" }),
  ).toBeVisible();
}

test("a visitor finds neither hidden item on any screen or path out", async ({ page, request }) => {
  await expectHiddenOutsideThePages(request, {});
  await expectOnlyTheOpenItemInTheSearch(page);
  await expect(page.getByText(titles.shared)).toHaveCount(0);
  await page.goto("/resources");
  // The repository home first asks a visitor whether they create (decision 166).
  await page.getByRole("dialog", { name: "Join as Creator" }).getByRole("button", { name: "No" }).click();
  await slow(
    page.getByRole("heading", { level: 1, name: "Welcome to the Digital Repository" }),
  ).toBeVisible();
  await expect(page.getByText(titles.secret)).toHaveCount(0);
  await expectNotFoundPage(page, made.secret.slug);
  await expectNotFoundPage(page, made.shared.slug);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test("a shopper outside the community and not named finds neither", async ({ page, request }) => {
  await expectHiddenOutsideThePages(request, { Authorization: `Bearer ${stranger.access}` });
  await injectSession(page, stranger);
  await expectOnlyTheOpenItemInTheSearch(page);
  await expectNotFoundPage(page, made.secret.slug);
});

test("an admin and the named person see the restricted item and its picture", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto(`/resources/items/${made.secret.slug}`);
  await slow(page.getByRole("heading", { level: 1, name: titles.secret })).toBeVisible();
  await injectSession(page, named);
  await page.goto(`/resources/items/${made.secret.slug}`);
  await slow(page.getByRole("heading", { level: 1, name: titles.secret })).toBeVisible();
  // Served through a signed URL, not the public media folder.
  const picture = page.locator(`img[src*="/api/repository/files/"]`).first();
  await slow(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNotFoundPage(page, made.shared.slug);
});

test("a shopper asks to join on /profile, an admin approves in the portal, the community item opens", async ({
  page,
}) => {
  await injectSession(page, stranger);
  await page.goto("/profile");
  const mine = page.getByRole("article", { name: community.name });
  await mine.getByRole("button", { name: `Ask to join ${community.name}` }).click();
  await slow(mine.getByText("Your request is waiting for a decision.")).toBeVisible();
  await dismissToast(page, "Your request was sent");
  await expectNoSeriousAxeViolations(page);
  await expectNotFoundPage(page, made.shared.slug);

  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await slow(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openSection(page, "Creators");
  await page.getByRole("tab", { name: "Communities" }).click();
  await page.getByRole("button", { name: `Members of ${community.name}` }).click();
  const waiting = page.getByRole("region", { name: "Waiting (1)" });
  await waiting.getByRole("button", { name: `Approve: ${stranger.user.username}`, exact: true }).click();
  await slow(
    page.getByRole("region", { name: "Members (1)" }).getByText(stranger.user.username),
  ).toBeVisible();
  await dismissToast(page, "Decision saved");
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  await injectSession(page, stranger);
  await page.goto("/profile");
  await slow(
    page.getByRole("article", { name: community.name }).getByText("You are a member."),
  ).toBeVisible();
  await page.goto(`/resources/items/${made.shared.slug}`);
  await slow(page.getByRole("heading", { level: 1, name: titles.shared })).toBeVisible();
  // Still not the restricted one: membership opens the community's items only.
  await expectNotFoundPage(page, made.secret.slug);
});
