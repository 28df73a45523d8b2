import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

export interface CertificateText {
  full_name: string;
  course_title: string;
  issued_at: Date;
  code: string;
  verification_url: string;
}

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

/** A one-page A4 landscape certificate, made on the server (issue 17). */
export async function certificatePdf(c: CertificateText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of completion: ${printable(c.course_title)}`);
  pdf.setAuthor("Rwandan Heritage Hub");
  pdf.setSubject(printable(c.full_name));
  pdf.setCreationDate(c.issued_at);
  const page = pdf.addPage([842, 595]);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const clay = rgb(0.62, 0.27, 0.16);
  const ink = rgb(0.11, 0.1, 0.09);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: clay,
    borderWidth: 3,
  });
  // The imigongo band: alternating triangles along the top and bottom borders.
  for (let x = 40; x < width - 60; x += 28) {
    for (const y of [height - 60, 44]) {
      page.drawSvgPath(`M ${x} ${y} L ${x + 14} ${y + 14} L ${x + 28} ${y} Z`, {
        x: 0,
        y: height,
        color: ink,
      });
    }
  }
  const centred = (text: string, y: number, size: number, font = serif, color = ink) => {
    const safe = printable(text);
    const w = font.widthOfTextAtSize(safe, size);
    const fit = w > width - 120 ? (size * (width - 120)) / w : size;
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, fit)) / 2, y, size: fit, font, color });
  };
  centred("Rwandan Heritage Hub", 470, 16, sans, clay);
  centred("Certificate of completion", 420, 36, bold);
  centred("This certifies that", 370, 16);
  centred(c.full_name, 320, 34, bold, clay);
  centred("has completed the course", 280, 16);
  centred(c.course_title, 240, 24, bold);
  const date = c.issued_at.toISOString().slice(0, 10);
  centred(`Issued on ${date}`, 190, 14);
  centred(`Verification code: ${c.code}`, 140, 13, sans);
  centred(`Verify at ${c.verification_url}`, 118, 11, sans);
  return pdf.save();
}
