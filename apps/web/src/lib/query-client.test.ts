import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("queries offline (decision 252)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are asked once even offline, for the service worker's copy, and fail at once without one", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["market", "products"],
      queryFn: async () => {
        calls += 1;
        throw new TypeError("Failed to fetch");
      },
    });
    const settled = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === "error") {
          stop();
          resolve();
        }
      });
    });
    await settled;
    expect(calls).toBe(1);
    expect(client.getQueryState(["market", "products"])?.fetchStatus).toBe("idle");
  });
});
