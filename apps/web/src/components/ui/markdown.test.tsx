import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.tsx";

describe("renderMarkdown", () => {
  it("renders lesson Markdown: headings, emphasis, tables, quotes", () => {
    const html = renderMarkdown(
      "## Muraho\n\n**Ni meza** *cyane*\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n> — Muraho!",
    );
    expect(html).toContain("<h2>Muraho</h2>");
    expect(html).toContain("<strong>Ni meza</strong> <em>cyane</em>");
    expect(html).toContain("<table>");
    expect(html).toContain("<blockquote>");
  });

  it("never lets raw HTML or script URLs through", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain('href="javascript:');
  });
});
