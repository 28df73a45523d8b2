import { RW_MONTHS } from "@heritage/domain/i18n/rw-months";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";
import { encodeQR } from "@paulmillr/qr";
import {
  fill,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingRgbColor,
} from "pdf-lib";

export interface CertificateText {
  full_name: string;
  /** In the learner's language where the course has it. */
  course_title: string;
  instructor_name: string;
  issued_at: Date;
  code: string;
  verification_url: string;
}

const CLAY = rgb(0.62, 0.27, 0.16);
const INK = rgb(0.11, 0.1, 0.09);
const PAPER = rgb(0.99, 0.97, 0.93);
const MUTED = rgb(0.38, 0.35, 0.32);
const A4_LANDSCAPE: [number, number] = [842, 595];

/**
 * The standard PDF fonts only know Windows-1252: a letter outside it is written without its
 * accent (or as '?'), never dropped silently into an exception.
 */
function printable(text: string): string {
  const latin = /^[\u0020-\u007e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2013\u2014\u2026]*$/u;
  if (latin.test(text)) return text;
  return [...text]
    .map((ch) => (latin.test(ch) ? ch : ch.normalize("NFD").replace(/\p{M}/gu, "")))
    .map((ch) => (latin.test(ch) ? ch : "?"))
    .join("");
}

/** "3 December 2026", "3 décembre 2026", "3 Ukuboza 2026": the day in Kigali. */
export function certificateDate(date: Date, language: Language): string {
  const parts = new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Kigali",
  });
  if (language !== "rw") return parts.format(date);
  const numeric = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: "Africa/Kigali",
  }).formatToParts(date);
  const part = (type: string) => Number(numeric.find((p) => p.type === type)?.value);
  return `${part("day")} ${RW_MONTHS[part("month") - 1]} ${part("year")}`;
}

/** A link annotation: the rectangle opens `url` in the reader's browser. */
function addLink(pdf: PDFDocument, page: PDFPage, rect: [number, number, number, number], url: string) {
  const link = pdf.context.register(
    pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(link);
}

/** The QR code of `text`, its dark modules as filled squares, `size` points wide from (x, y) up. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: 0 });
  const cell = size / modules.length;
  const squares = modules.flatMap((row, r) =>
    row.flatMap((dark, c) => (dark ? [rectangle(x + c * cell, y + size - (r + 1) * cell, cell, cell)] : [])),
  );
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(INK.red, INK.green, INK.blue),
    ...squares,
    fill(),
    popGraphicsState(),
  );
}

/** The platform's mark (the site's brand mark): a dark tile, a light zigzag, a clay line. */
function drawMark(page: PDFPage, x: number, y: number, size: number) {
  const s = size / 32;
  page.drawSvgPath("M6 0 H26 Q32 0 32 6 V26 Q32 32 26 32 H6 Q0 32 0 26 V6 Q0 0 6 0 Z", {
    x,
    y: y + size,
    scale: s,
    color: INK,
  });
  page.drawSvgPath("M4 22 L10 10 L16 22 L22 10 L28 22", {
    x,
    y: y + size,
    scale: s,
    borderColor: PAPER,
    borderWidth: 3,
  });
  page.drawSvgPath("M4 27 H28", { x, y: y + size, scale: s, borderColor: CLAY, borderWidth: 3 });
}

/**
 * A one-page A4 landscape certificate in the learner's language (decision 253): the
 * platform's mark and name, the holder, the course and its instructor, the date, and the
 * verification address as text, as a link and as a QR code, all made here with nothing fetched.
 */
export async function certificatePdf(c: CertificateText, language: Language): Promise<Uint8Array> {
  const t = messagesIn(language).certificatePdf;
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(t.documentTitle(c.course_title)));
  pdf.setAuthor(t.platform);
  pdf.setSubject(printable(c.full_name));
  pdf.setLanguage(language);
  pdf.setCreationDate(c.issued_at);
  const page = pdf.addPage(A4_LANDSCAPE);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: CLAY,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 31,
    y: 31,
    width: width - 62,
    height: height - 62,
    borderColor: INK,
    borderWidth: 0.6,
  });
  // The imigongo band: alternating triangles along the top and bottom borders.
  for (let x = 40; x < width - 60; x += 28) {
    for (const y of [height - 60, 44]) {
      page.drawSvgPath(`M ${x} ${y} L ${x + 14} ${y + 14} L ${x + 28} ${y} Z`, {
        x: 0,
        y: height,
        color: INK,
      });
    }
  }
  const write = (
    text: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    max: number,
    color = INK,
  ) => {
    const safe = printable(text);
    const w = font.widthOfTextAtSize(safe, size);
    const fit = w > max ? (size * max) / w : size;
    page.drawText(safe, { x, y, size: fit, font, color });
    return { width: font.widthOfTextAtSize(safe, fit), size: fit };
  };
  const centred = (text: string, y: number, size: number, font = serif, color = INK) => {
    const w = Math.min(font.widthOfTextAtSize(printable(text), size), width - 160);
    write(text, (width - w) / 2, y, size, font, width - 160, color);
  };

  const name = t.platform;
  const nameWidth = sansBold.widthOfTextAtSize(name, 15);
  const markSize = 30;
  const left = (width - markSize - 10 - nameWidth) / 2;
  drawMark(page, left, 468, markSize);
  write(name, left + markSize + 10, 478, 15, sansBold, 400);
  centred(t.title, 412, 34, bold);
  centred(t.certifies, 372, 15);
  centred(c.full_name, 328, 32, bold, CLAY);
  centred(t.completed, 294, 15);
  centred(c.course_title, 258, 22, bold);

  // Two signed-for lines: the instructor, and the day of issue.
  const line = (x: number, value: string, label: string) => {
    write(value, x, 176, 14, bold, 210);
    page.drawLine({ start: { x, y: 168 }, end: { x: x + 210, y: 168 }, thickness: 0.8, color: INK });
    write(label, x, 154, 10, sans, 210, MUTED);
  };
  line(80, c.instructor_name, t.instructor);
  line(330, certificateDate(c.issued_at, language), t.issued);

  const qrSize = 96;
  const qrX = width - 80 - qrSize;
  const qrY = 104;
  drawQr(page, c.verification_url, qrX, qrY, qrSize);
  addLink(pdf, page, [qrX, qrY, qrX + qrSize, qrY + qrSize], c.verification_url);
  const scan = printable(t.scan);
  write(scan, qrX + (qrSize - sans.widthOfTextAtSize(scan, 9)) / 2, qrY - 13, 9, sans, qrSize, MUTED);

  write(t.code(c.code), 80, 120, 11, sans, 460);
  const intro = write(t.verifyAt, 80, 103, 10, sans, 200, MUTED);
  const urlX = 80 + intro.width + 4;
  const url = write(c.verification_url, urlX, 103, 10, sans, qrX - 30 - urlX, CLAY);
  page.drawLine({
    start: { x: urlX, y: 101 },
    end: { x: urlX + url.width, y: 101 },
    thickness: 0.5,
    color: CLAY,
  });
  addLink(pdf, page, [urlX, 98, urlX + url.width, 103 + url.size], c.verification_url);
  return pdf.save();
}
