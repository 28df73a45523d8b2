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

/**
 * A word no other journey's records share, for names a journey later searches for. Not a time:
 * the repository's search forgives typos, and two journeys' time stamps a second apart
 * ("mx8e53s7", "mx8e55xh") matched each other, so a search for one record found two.
 */
export function uniqueStamp(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => letters[byte % 26]).join("");
}

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

/**
 * The page's serious and critical WCAG 2.1 A/AA violations (axe), each with its nodes. It first lets
 * every finite animation end: a dialog still fading in is half transparent, and axe measures the
 * contrast of its texts against what shows through (a flake at 375 px, CI 2026-12-02).
 */
export async function seriousAxeViolations(page: Page, options: { include?: string } = {}) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")})`,
    );
}

/** No serious or critical violation on the page as it stands; `label` names the screen in the message. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label = "page",
  options: { include?: string } = {},
) {
  const serious = await seriousAxeViolations(page, options);
  expect(serious, `${label}: ${serious.join("\n")}`).toEqual([]);
}

/**
 * The page's root is hydrated (decision 237: main.tsx marks `<html data-hydrated>` once the root has
 * committed and the taps held before it are played). Its routed screen may hydrate a moment later, in its
 * own Suspense boundary; a tap on it then is held and played too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/**
 * /market reached by the app's own navigation from /about, so that the browser asks the API for its
 * products: a page the server draws (decision 228) arrives with them, and the tests that make those
 * requests fail need the browser to make them. Wide screens only: the link is the navigation bar's.
 */
export async function openMarketInTheBrowser(page: Page): Promise<void> {
  await page.goto("/about");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Marketplace", exact: true })
    .click();
  await expect(page).toHaveURL(/\/market$/);
}

type ScreenshotTarget = { screenshot(options: { path: string; fullPage?: boolean }): Promise<Buffer> };

/**
 * A picture of the screen for a person to look at, taken only when E2E_SCREENSHOTS names a folder
 * (`E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`; journeys without a folder of their own write into
 * their Playwright output folder): nothing is asserted on it, and the gate's 2-core run
 * spent its time drawing full pages that nobody opened (decision 236). A failing test keeps its
 * own screenshot and trace either way.
 */
export async function keepScreenshot(
  target: ScreenshotTarget,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await target.screenshot(options);
}

/** Nothing on the page is wider than the window: no sideways scroll on a phone. */
export async function expectNoSidewaysScroll(page: Page, label = page.url()) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} scrolls sideways (${scrollWidth} px in ${clientWidth})`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** The phone and the laptop widths the journeys check a screen at. */
export const WIDTHS = [375, 1280] as const;

/**
 * The screen as it stands fits each width: the window is resized in place, as a phone turned or a
 * window dragged, and the layout is read after the next two frames. One page load serves every
 * width (the same flow was loaded again per width), and a screen that only lays itself
 * out at mount would fail here as it fails a person who turns the phone. A screenshot per width is
 * kept for a person when E2E_SCREENSHOTS names a folder.
 */
export async function expectFitsWidths(page: Page, name: string, widths: readonly number[] = WIDTHS) {
  const height = page.viewportSize()?.height ?? 900;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    const folder = process.env.E2E_SCREENSHOTS ?? "";
    await keepScreenshot(page, {
      path: `${folder}/${name.replace(/\W+/g, "_")}-${width}.png`,
      fullPage: true,
    });
  }
}
