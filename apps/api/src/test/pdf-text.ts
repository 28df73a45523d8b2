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

/** The content streams of a PDF, inflated. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    try {
      out.push(zlib.inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1"));
    } catch {
      out.push(match[1]!);
    }
  }
  return out;
}

/** Every rectangle a PDF fills with the `re` operator, as [x, y, width, height]. */
export function pdfRectangles(pdf: Buffer): [number, number, number, number][] {
  const rectangles: [number, number, number, number][] = [];
  for (const content of contentStreams(pdf)) {
    for (const m of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)) {
      rectangles.push([Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])]);
    }
  }
  return rectangles;
}
