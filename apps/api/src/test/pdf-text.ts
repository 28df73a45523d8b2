import zlib from "node:zlib";

/**
 * The texts drawn on a PDF's pages (pdf-lib writes them as hex strings in deflated content
 * streams), for tests to check what a certificate says without a PDF reader.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1]!, "hex").toString("latin1"));
    }
  }
  return texts;
}
