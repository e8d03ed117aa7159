import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A valid one-page PDF whose only text is `lines` (no transaction table). */
export async function textPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  return doc.save();
}

/** A valid one-page PDF with a drawing and no text at all, like a scan. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  return doc.save();
}
