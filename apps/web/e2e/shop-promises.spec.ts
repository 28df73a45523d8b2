import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, keepScreenshot } from "./support.ts";

/**
 * The storefront promises only what checkout does. The ways to pay, the delivery claims
 * and the advertised code come from /api/config (the payment networks configured, the admin's
 * delivery zones and codes), never from fixed copy.
 */
test("the market's promises come from the shop's configuration, at 375 and 1280 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const config = (await (await request.get("/api/config/")).json()) as {
    ways_to_pay: string[];
    delivery: { free_above: number | null; days_min: number; days_max: number; abroad: boolean };
    promo: { code: string; value: number } | null;
  };
  // The demo: WhatsApp and both simulated networks, zones free from RWF 50,000, WELCOME10 advertised.
  expect(config.ways_to_pay).toEqual(["whatsapp", "mtn", "airtel"]);
  expect(config.delivery).toMatchObject({ free_above: 50_000, days_min: 0, days_max: 3, abroad: true });
  expect(config.promo).toMatchObject({ code: "WELCOME10", value: 10 });

  await page.goto("/market");
  await expect(page.getByText("Use code WELCOME10 for 10% off your first order.")).toBeVisible();
  const features = page.getByRole("region", { name: "Delivery and payment" });
  await features.scrollIntoViewIfNeeded();
  await expect(features.getByTestId("ways-to-pay").getByRole("listitem")).toHaveText([
    "Order on WhatsApp",
    "MTN MoMo",
    "Airtel Money",
  ]);
  for (const gone of ["Cards", "Bank transfer", "Cash on delivery", "USSD"])
    await expect(features.getByText(gone, { exact: true })).toHaveCount(0);
  await expect(features.getByText("On orders from RWF 50,000.")).toBeVisible();
  await expect(features.getByText("0 to 3 days. We also deliver abroad.")).toBeVisible();
  // The same promises on each width, the window resized in place (one load for both).
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await features.scrollIntoViewIfNeeded();
    await expect(features.getByText("On orders from RWF 50,000.")).toBeInViewport();
    await expect(features.getByTestId("ways-to-pay").getByRole("listitem")).toHaveCount(3);
    await keepScreenshot(features, { path: test.info().outputPath(`promises-${width}.png`) });
    await expectNoSeriousAxeViolations(page, `promises at ${width} px`);
  }
});
