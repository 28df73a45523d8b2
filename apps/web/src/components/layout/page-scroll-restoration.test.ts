import { expect, it } from "vitest";
import { scrollKey } from "./page-scroll-restoration.tsx";

it("keys the pages the browser opened itself by their address, the others by their history entry", () => {
  expect(scrollKey({ key: "default", pathname: "/resources/library", search: "" })).toBe(
    "/resources/library",
  );
  expect(scrollKey({ key: "default", pathname: "/market", search: "?page=2" })).toBe("/market?page=2");
  expect(scrollKey({ key: "x1y2", pathname: "/market", search: "" })).toBe("x1y2");
});
