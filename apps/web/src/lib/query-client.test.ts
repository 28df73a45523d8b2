import { afterEach, describe, expect, it } from "vitest";
import { switchLanguage } from "./i18n/language.ts";
import { createQueryClient, refetchOnLanguageSwitch } from "./query-client.ts";

describe("refetchOnLanguageSwitch", () => {
  afterEach(async () => {
    await switchLanguage("en", { remember: false });
  });

  it("marks every fetched record stale when the reader switches language", async () => {
    const client = createQueryClient();
    const stop = refetchOnLanguageSwitch(client);
    client.setQueryData(["market", "products", 1], { name: "Peace basket" });
    expect(client.getQueryState(["market", "products", 1])?.isInvalidated).toBe(false);

    await switchLanguage("fr", { remember: false });

    expect(client.getQueryState(["market", "products", 1])?.isInvalidated).toBe(true);
    stop();
  });
});
