import type { ItemDetail } from "@heritage/domain/collections-query";
import { describe, expect, it } from "vitest";
import { citationOf } from "./cite-item.tsx";

const ref = (slug: string, name: string) => ({ id: "6f0c2f2e-8a59-4c43-9b7c-0d1e2f3a4b5c", slug, name });

function item(dc: Partial<ItemDetail["dc"]>, title = "Royal drum"): ItemDetail {
  const none = { creator: [], date: [], title: [title] } as unknown as ItemDetail["dc"];
  return {
    slug: "royal-drum",
    title,
    dc: { ...none, ...dc },
    institution: ref("kings-palace-museum", "King's Palace Museum"),
    collection: ref("kings-palace-museum-collection", "Royal objects"),
  } as ItemDetail;
}

const today = new Date("2026-03-04T12:00:00Z");

describe("citationOf", () => {
  it("writes creator, title, date, holder, URL and the day it was read, each closed once", () => {
    const text = citationOf(
      item({ creator: ["Court drum makers"], date: ["1920"] }),
      "https://heritage.rw",
      today,
    );
    expect(text).toMatch(
      /^Court drum makers\. Royal drum\. 1920\. King's Palace Museum, Royal objects\. https:\/\/heritage\.rw\/resources\/items\/royal-drum \(accessed .+\)\.$/,
    );
  });

  it("says n.d. without a second full stop when the date is missing", () => {
    const text = citationOf(item({}), "https://heritage.rw", today);
    expect(text).toContain("Royal drum. n.d. King's Palace Museum");
    expect(text).not.toContain("..");
  });

  it("adds no full stop after a title that ends its own sentence", () => {
    const text = citationOf(item({ date: ["1920"] }, "Who made the drum?"), "https://heritage.rw", today);
    expect(text).toContain("Who made the drum? 1920.");
  });
});
