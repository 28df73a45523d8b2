/**
 * The little XML writing OAI-PMH needs, done by hand: every text and attribute value passes
 * through `escapeXml`, which also drops the characters XML 1.0 cannot carry at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF) — one stray byte in a description would otherwise
 * make the whole response unparseable for the harvester.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHAR, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");
}

/** <name attrs>text</name>, the text escaped. */
export function textElement(name: string, text: string, attrs: Attributes = {}): string {
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

/** <name attrs>children</name>, children already XML; <name attrs/> when there are none. */
export function element(name: string, attrs: Attributes, children: string | readonly string[] = ""): string {
  const inner = typeof children === "string" ? children : children.join("");
  return inner === "" ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${inner}</${name}>`;
}
