import { ADMIN_SECTIONS } from "@heritage/domain/constants";
import { describe, expect, it } from "vitest";
import { addressOf, readAddress } from "./section-address.ts";

describe("the admin portal's addresses", () => {
  it("gives every section its own address, read back as the same section", () => {
    for (const section of ADMIN_SECTIONS) {
      expect(addressOf(section)).toBe(`/admin/${section}`);
      expect(readAddress(addressOf(section))).toEqual({ section, order: null });
    }
    expect(addressOf("products")).toBe("/admin/products");
  });

  it("keeps /admin/dashboard the dashboard's address, with or without a trailing slash", () => {
    expect(readAddress("/admin/dashboard")).toEqual({ section: "dashboard", order: null });
    expect(readAddress("/admin/orders/")).toEqual({ section: "orders", order: null });
  });

  it("gives one order's detail an address under Orders", () => {
    expect(addressOf("orders", "DHP-2026-000123")).toBe("/admin/orders/DHP-2026-000123");
    expect(readAddress("/admin/orders/DHP-2026-000123")).toEqual({
      section: "orders",
      order: "DHP-2026-000123",
    });
    // Only Orders has a detail address; elsewhere the number is dropped.
    expect(addressOf("products", "DHP-2026-000123")).toBe("/admin/products");
  });

  it("names no section for an unknown slug, a detail no section has, or a path outside the portal", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/nothing",
      "/admin/Orders",
      "/admin/products/12",
      "/admin/orders/DHP-2026-000123/extra",
      "/admin/orders/%E0%A4%A",
      "/market/orders",
    ]) {
      expect(readAddress(path), path).toBeNull();
    }
  });
});
