import MarkdownIt from "markdown-it";
import { useMemo } from "react";

/**
 * Lesson bodies are Markdown. `html: false` makes markdown-it escape any raw HTML (a <script> in a
 * lesson is shown as text), and its link validation refuses javascript:, vbscript: and data:
 * URLs other than images, so the output is safe to insert (decision 131).
 */
const parser = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function renderMarkdown(source: string): string {
  return parser.render(source);
}

export function Markdown({ source, lang }: { source: string; lang?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with html:false escapes raw HTML (see above).
  return <div lang={lang} className="lesson-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
