import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  expectNoSeriousAxeViolations,
  injectSession,
  type LoginAnswer,
  loginViaApi,
  registerViaApi,
} from "./support.ts";

/**
 * Decision 168, against the real server at 375 px: a community's steward opens their own screen from
 * "My communities" on /profile (outside the admin portal), approves a request to join and attaches a
 * Local Contexts label to one of the community's items, which the new member then reads on the
 * item's page. A plain member who opens the same address is told it is not theirs.
 */
test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ mode: "serial", timeout: 300_000 });
const slow = expect.configure({ timeout: 30_000 });

const stamp = Date.now().toString(36);
const community = { slug: `abahanzi-${stamp}`, name: `Abahanzi ${stamp}` };
const title = `Inanga ya ${stamp}`;
let admin: Record<string, string>;
let steward: LoginAnswer;
let asker: LoginAnswer;
let item: { id: string; slug: string };

async function person(request: APIRequestContext): Promise<LoginAnswer> {
  const user = await registerViaApi(request);
  return loginViaApi(request, user.username, user.password);
}

async function communityItem(request: APIRequestContext) {
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
      published: false,
      dc: { ...empty, title: [title] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const made = (await created.json()) as { id: string; slug: string };
  const set = await request.put(`/api/protocols/items/${made.id}`, {
    headers: admin,
    data: { access: "community", community: community.slug },
  });
  expect(set.status(), await set.text()).toBe(200);
  const { version } = (await (
    await request.get(`/api/admin/repository/items/${made.id}`, { headers: admin })
  ).json()) as { version: number };
  const published = await request.post(`/api/admin/repository/items/${made.id}/publish`, {
    headers: admin,
    data: { published: true, version },
  });
  expect(published.status(), await published.text()).toBe(200);
  return made;
}

test.beforeAll(async ({ request }) => {
  const signedIn = await loginViaApi(request, ADMIN.username, ADMIN.password);
  admin = { Authorization: `Bearer ${signedIn.access}` };
  const made = await request.post("/api/admin/communities", {
    headers: admin,
    data: { ...community, translations: { fr: { name: `Artistes ${stamp}` } } },
  });
  expect(made.status(), await made.text()).toBe(201);
  steward = await person(request);
  asker = await person(request);
  for (const who of [steward, asker]) {
    const asked = await request.post(`/api/communities/${community.slug}/membership`, {
      headers: { Authorization: `Bearer ${who.access}` },
    });
    expect(asked.status()).toBe(201);
  }
  const approved = await request.post(`/api/communities/${community.slug}/members/${steward.user.id}`, {
    headers: admin,
    data: { decision: "approve", role: "steward" },
  });
  expect(approved.status()).toBe(200);
  item = await communityItem(request);
});

/** A toast fading in would fail axe's contrast check half-way: it is read, then dismissed. */
async function dismissToast(page: Page, text: string) {
  const toast = page.getByRole("listitem").filter({ hasText: text });
  await slow(toast).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toBeHidden();
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

test("a steward approves a request and labels an item on their own screen", async ({ page, request }) => {
  await injectSession(page, steward);
  await page.goto("/profile");
  const mine = page.getByRole("article", { name: community.name });
  await slow(mine.getByText("You are a steward of this community.")).toBeVisible();
  await mine.getByRole("link", { name: `Decide as a steward of ${community.name}` }).click();
  await slow(page.getByRole("heading", { level: 1, name: `Steward of ${community.name}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/communities/${community.slug}$`));

  const requests = page.getByRole("region", { name: "Requests to join (1)" });
  await slow(requests.getByRole("article", { name: asker.user.username })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await requests.getByRole("button", { name: `Approve ${asker.user.username}` }).click();
  const members = page.getByRole("region", { name: "Members (2)" });
  await slow(members.getByRole("article", { name: asker.user.username })).toBeVisible();
  await expect(page.getByRole("region", { name: "Requests to join (0)" })).toContainText(
    "Nobody is waiting for a decision.",
  );
  await dismissToast(page, "Decision saved");

  // The label, with the keyboard: focus the button, open the dialog, tick, save.
  const row = page.getByRole("article", { name: title });
  await row.getByRole("button", { name: `Edit labels of ${title}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Labels of ${title}` });
  const attribution = dialog.getByRole("checkbox", { name: "TK Attribution" });
  await slow(attribution).toBeVisible();
  await attribution.focus();
  await page.keyboard.press("Space");
  await expect(attribution).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Save labels" }).click();
  await expect(dialog).toBeHidden();
  await slow(row.getByText("TK Attribution")).toBeVisible();
  await dismissToast(page, "Labels saved");
  await expectNoSeriousAxeViolations(page);
  await expectNoOverflow(page);

  // The new member reads the item, with its label.
  const read = await request.get(`/api/repository/items/${item.slug}`, {
    headers: { Authorization: `Bearer ${asker.access}` },
  });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { labels: { code: string }[] }).labels.map((l) => l.code)).toEqual([
    "tk_attribution",
  ]);
  await injectSession(page, asker);
  await page.goto(`/resources/items/${item.slug}`);
  await slow(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("TK Attribution").first()).toBeVisible();
});

test("a plain member opening the steward's address is told it is not theirs", async ({ page }) => {
  await injectSession(page, asker);
  await page.goto(`/profile/communities/${community.slug}`);
  await slow(
    page.getByRole("heading", { level: 1, name: "You are not a steward of this community." }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /Requests to join/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
