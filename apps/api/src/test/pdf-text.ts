import zlib from "node:zlib";
import decodeQR from "@paulmillr/qr/decode.js";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";

// The standard fonts' encoding (Windows-1252) where it differs from Latin-1, for the letters the
// certificate may print (’ is 0x92 there); Node's TextDecoder reads "windows-1252" as Latin-1.
const WIN_ANSI: Record<number, string> = {
  128: "€",
  133: "…",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  150: "–",
  151: "—",
};
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(""),
};

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
      texts.push(winAnsi.decode(Buffer.from(hex[1]!, "hex")));
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

/** The QR code a PDF draws as filled squares (certificate-pdf.ts), read back as a camera would read it. */
export function pdfQrText(pdf: Buffer): string {
  const squares = pdfRectangles(pdf).filter(([, , w, h]) => w === h && w < 5);
  const cell = squares[0]![2];
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.max(...squares.map(([, y]) => y));
  const modules = Math.round((Math.max(...squares.map(([x]) => x)) - left) / cell) + 1;
  const quiet = 4;
  const scale = 4;
  const side = (modules + 2 * quiet) * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (const [x, y] of squares) {
    const column = Math.round((x - left) / cell) + quiet;
    const row = Math.round((top - y) / cell) + quiet;
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((row * scale + dy) * side + column * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
  }
  return decodeQR({ width: side, height: side, data });
}

/** The addresses of a PDF's first page's link annotations. */
export async function pdfLinks(pdf: Buffer): Promise<string[]> {
  const page = (await PDFDocument.load(pdf)).getPage(0);
  const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  return (annots?.asArray() ?? []).map((ref) => {
    const annot = page.doc.context.lookup(ref, PDFDict);
    const action = annot.lookup(PDFName.of("A"), PDFDict);
    return action.lookup(PDFName.of("URI"), PDFString).decodeText();
  });
}
