import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** Helpers shared by every end-to-end spec. The server is started by playwright.config.ts. */
export const ADMIN = { username: "e2e_admin", password: "E2eAdmin#2026" } as const;

export type TestUser = {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
};

export type LoginAnswer = {
  access: string;
  refresh: string;
  user: { id: number; username: string; email: string; type: "user" | "admin" };
};

let counter = 0;

/** A user nobody has registered yet in this run. */
export function uniqueUser(prefix = "shopper"): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    first_name: "Keza",
    last_name: "Mugisha",
    username: `${prefix}_${id}`.slice(0, 40),
    email: `${prefix}.${id}@example.rw`,
    password: "Heritage#2026",
  };
}

export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser = uniqueUser(),
): Promise<TestUser> {
  const response = await request.post("/api/register/", { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

export async function loginViaApi(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<LoginAnswer> {
  const response = await request.post("/api/login/", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LoginAnswer;
}

export type CreatorApplicationData = {
  display_name: string;
  community: string;
  practice: string;
  statement: string;
};

/**
 * A shopper who applied as a creator and whom the admin approved, made over the API for specs whose
 * subject is not the application screens (creators.spec.ts walks those): their account, their
 * session and their maker's page slug.
 */
export async function approvedCreatorViaApi(
  request: APIRequestContext,
  application: CreatorApplicationData,
  user: TestUser = uniqueUser("maker"),
): Promise<{ user: TestUser; session: LoginAnswer; slug: string }> {
  await registerViaApi(request, user);
  const session = await loginViaApi(request, user.username, user.password);
  const own = { Authorization: `Bearer ${session.access}` };
  const applied = await request.post("/api/creator/applications/", {
    headers: own,
    data: { ...application, links: [] },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await loginViaApi(request, ADMIN.username, ADMIN.password);
  const decided = await request.post(
    `/api/admin/creator-applications/${((await applied.json()) as { id: string }).id}/decision/`,
    { headers: { Authorization: `Bearer ${admin.access}` }, data: { decision: "approve" } },
  );
  expect(decided.status(), await decided.text()).toBe(200);
  const me = (await (await request.get("/api/creator/me/", { headers: own })).json()) as {
    creator: { slug: string };
  };
  return { user, session, slug: me.creator.slug };
}

/**
 * Puts a session in the browser the way the sign-in form does (product §3 keys), without using the form.
 * `remember` puts it in localStorage (kept across tabs and restarts), otherwise in sessionStorage.
 */
export async function injectSession(page: Page, answer: LoginAnswer, { remember = true } = {}) {
  if (!page.url().startsWith("http")) await page.goto("/favicon.svg");
  await page.evaluate(
    ({ answer, remember }) => {
      const store = remember ? window.localStorage : window.sessionStorage;
      for (const s of [window.localStorage, window.sessionStorage]) {
        for (const key of ["authToken", "refresh", "userInfo", "redirectPath"]) s.removeItem(key);
      }
      store.setItem("authToken", answer.access);
      store.setItem("refresh", answer.refresh);
      store.setItem("userInfo", JSON.stringify({ username: answer.user.username, type: answer.user.type }));
    },
    { answer, remember },
  );
}

/** Registers a fresh shopper over the API and signs this page in as them. */
export async function registerAndLogin(
  page: Page,
  { remember = true } = {},
): Promise<TestUser & LoginAnswer> {
  const user = await registerViaApi(page.request);
  const answer = await loginViaApi(page.request, user.username, user.password);
  await injectSession(page, answer, { remember });
  return { ...user, ...answer };
}

/** Signs this page in as the e2e administrator (created at server start from ADMIN_USERNAME). */
export async function loginAsAdmin(page: Page, { remember = true } = {}): Promise<LoginAnswer> {
  const answer = await loginViaApi(page.request, ADMIN.username, ADMIN.password);
  expect(answer.user.type).toBe("admin");
  await injectSession(page, answer, { remember });
  return answer;
}

/** Uses the real sign-in form. */
export async function signInThroughForm(
  page: Page,
  username: string,
  password: string,
  { remember = false } = {},
) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "LOG IN" }).click();
}

export type PublicCategory = { slug: string; name: string; image: string | null };

/** The category list as the API serves it to anyone. */
export async function fetchCategories(request: APIRequestContext): Promise<PublicCategory[]> {
  return (await (await request.get("/api/market/categories/")).json()) as PublicCategory[];
}

/** No serious or critical WCAG 2.1 A/AA violation on the page as it stands (axe), each listed if any. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/**
 * Serves /market's HTML without the product pages the server writes into it (decision 182), so that
 * the page asks the API for them, as it does when the server could not make them; for tests that make
 * those requests fail.
 */
export async function withoutFirstPageData(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/market",
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers["content-encoding"];
      delete headers["content-length"];
      const html = (await response.text()).replace(
        /<script type="application\/json" id="first-page-data">.*?<\/script>/s,
        "",
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}
