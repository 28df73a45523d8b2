import { expect, type Page } from "@playwright/test";
import { ADMIN } from "./support.ts";

/** Drags the captcha's shape onto its target with the mouse, as a person would. */
export async function dragShapeTo(page: Page, to: "target" | "miss") {
  const shape = page.getByTestId("captcha-shape");
  const track = page.getByTestId("captcha-track");
  // After a reset the shape glides back to the start (200 ms): wait until it is still.
  await expect(shape).toHaveAttribute("aria-valuenow", "0");
  await expect
    .poll(async () => {
      const before = await shape.boundingBox();
      await page.waitForTimeout(60);
      const after = await shape.boundingBox();
      return before?.x === after?.x;
    })
    .toBe(true);
  const from = await shape.boundingBox();
  const target = await page.getByTestId("captcha-target").boundingBox();
  const lane = await track.boundingBox();
  if (!from || !target || !lane) throw new Error("captcha not visible");
  const y = from.y + from.height / 2;
  const targetX = target.x + target.width / 2;
  // A miss: the far end of the track from the target.
  const x =
    to === "target"
      ? targetX
      : targetX > lane.x + lane.width / 2
        ? lane.x + 30 + from.width
        : lane.x + lane.width - 10;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}

export async function passCaptcha(page: Page) {
  await dragShapeTo(page, "target");
  await expect(page.getByText("Verification successful!")).toBeVisible();
}

export async function fillAdminForm(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/** The whole admin sign-in through the form and the captcha. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/dhp/admin/login");
  await fillAdminForm(page, ADMIN.username, ADMIN.password);
  await passCaptcha(page);
  await page.getByRole("button", { name: "Sign In Securely" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Chooses a sidebar item (through the menu button on phones). */
export async function openSection(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A real PNG drawn by the browser's canvas, in one colour. */
export async function pngOf(page: Page, colour: string, name: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d")!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL("image/png").split(",")[1]!;
  }, colour);
  return { name, mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

/** The colour at the middle of an image URL, read back through a canvas: [r, g, b]. */
export async function centreColour(page: Page, url: string): Promise<number[]> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data.slice(0, 3));
  }, url);
}
