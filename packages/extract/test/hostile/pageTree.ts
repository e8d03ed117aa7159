/** Small hostile PDFs about page counting, built with pdf-lib for the engine's and the server's tests. */
import { PDFDocument, PDFName, PDFNumber, StandardFonts } from 'pdf-lib';

/** A real one-page PDF whose page tree claims `/Count` pages (issue 7 item 2: `/Count -1000000`). */
export async function pdfClaimingPageCount(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Statement', { x: 72, y: 700, size: 12, font });
  doc.catalog.Pages().set(PDFName.of('Count'), PDFNumber.of(count));
  return doc.save({ useObjectStreams: false });
}

/** One page `heightPt` tall holding `rows` dated ledger rows: a whole statement on a single page (item 12). */
export async function tallSinglePagePdf(heightPt: number, rows: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, heightPt]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 9;
  let y = heightPt - 60;
  const text = (s: string, x: number) => page.drawText(s, { x, y, size, font });
  text('Date', 40);
  text('Description', 110);
  text('Amount', 420);
  text('Balance', 510);
  let balance = 100_000;
  for (let i = 0; i < rows; i++) {
    y -= 14;
    const cents = ((i * 7919) % 9000) + 100;
    balance -= cents;
    const day = String((i % 28) + 1).padStart(2, '0');
    text(`01/${day}/2025`, 40);
    text(`PAYMENT ${i + 1}`, 110);
    text(`-${(cents / 100).toFixed(2)}`, 420);
    text((balance / 100).toFixed(2), 510);
  }
  return doc.save({ useObjectStreams: false });
}
