import { describe, expect, it } from "vitest";
import { type DateArgument, formatDatestamp, parseDateArgument, untilExclusive } from "./oai-dates.ts";
import { element, escapeXml, textElement } from "./xml.ts";

describe("escapeXml", () => {
  it("escapes the five markup characters and drops what XML 1.0 cannot carry", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(escapeXml("bell\u0007 nul\u0000 ok\ttab\nline \uFFFE\uD800 Ikinyarwanda 🥁")).toBe(
      "bell nul ok\ttab\nline  Ikinyarwanda 🥁",
    );
  });

  it("builds elements with escaped attributes, self-closing when empty", () => {
    expect(textElement("dc:title", "A & B", { "xml:lang": "en", skip: undefined })).toBe(
      '<dc:title xml:lang="en">A &amp; B</dc:title>',
    );
    expect(element("resumptionToken", { cursor: 10 })).toBe('<resumptionToken cursor="10"/>');
    expect(element("a", { q: '"' }, ["<b/>"])).toBe('<a q="&quot;"><b/></a>');
  });
});

describe("OAI dates", () => {
  it("writes UTC datestamps to the second", () => {
    expect(formatDatestamp(new Date("2026-11-25T02:03:04.999Z"))).toBe("2026-11-25T02:03:04Z");
  });

  it("reads both granularities, refuses impossible dates, and makes until cover its second or day", () => {
    const day = parseDateArgument("2024-02-29") as DateArgument;
    expect(day).toEqual({ start: new Date("2024-02-29T00:00:00Z"), granularity: "day" });
    expect(untilExclusive(day)).toEqual(new Date("2024-03-01T00:00:00Z"));
    const second = parseDateArgument("2024-02-29T23:59:59Z") as DateArgument;
    expect(untilExclusive(second)).toEqual(new Date("2024-03-01T00:00:00Z"));
    for (const bad of [
      "2023-02-29",
      "2024-1-01",
      "2024-01-01T24:00:00Z",
      "2024-01-01T10:00Z",
      "yesterday",
      "",
    ]) {
      expect(parseDateArgument(bad), bad).toBe("invalid");
    }
  });

  it("reads the years 0001 to 9998, and says out-of-range beyond (the years 0–99 are not 1900–1999)", () => {
    expect(parseDateArgument("0001-01-01")).toEqual({
      start: new Date("0001-01-01T00:00:00Z"),
      granularity: "day",
    });
    expect((parseDateArgument("0099-12-31T23:59:59Z") as DateArgument).start.toISOString()).toBe(
      "0099-12-31T23:59:59.000Z",
    );
    const last = parseDateArgument("9998-12-31T23:59:59Z") as DateArgument;
    expect(untilExclusive(last).toISOString()).toBe("9999-01-01T00:00:00.000Z");
    for (const far of ["0000-01-01", "0000-12-31T23:59:59Z", "9999-01-01", "9999-12-31T23:59:59Z"]) {
      expect(parseDateArgument(far), far).toBe("out-of-range");
    }
  });
});
