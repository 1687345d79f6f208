import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts, rgb, type PDFArray } from 'pdf-lib';

/** Height of every generated page, in points; widths differ per page so the rendered pages tell their order. */
export const PAGE_HEIGHT = 400;

/** The width of generated page `n` (from 1), in points: each page is narrower than the next. */
export const pageWidth = (n: number) => 200 + 10 * n;

/**
 * A PDF of `pages` pages, each a different width with its number drawn large on it. `brokenPage` (from 1)
 * is replaced in the page tree by an object that is not a page, as in a damaged file: the PDF still opens
 * and counts it, but that page cannot be read.
 */
export async function generatedPdf({ pages, brokenPage }: { pages: number; brokenPage?: number }): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n += 1) {
    const page = document.addPage([pageWidth(n), PAGE_HEIGHT]);
    page.drawRectangle({ x: 0, y: 0, width: pageWidth(n), height: PAGE_HEIGHT, color: rgb(0.95, 0.93, 0.88) });
    page.drawText(String(n), { x: 30, y: 120, size: 180, font, color: rgb(0.1, 0.1, 0.1) });
  }
  if (brokenPage) {
    const kids = document.catalog.Pages().get(PDFName.of('Kids')) as PDFArray;
    kids.set(brokenPage - 1, document.context.register(PDFNumber.of(0)));
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A PDF that asks for a password (a standard security handler whose password nobody knows). */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 300]);
  const hex = (bytes: number) => PDFHexString.of('ab'.repeat(bytes));
  const encrypt = document.context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44 });
  encrypt.set(PDFName.of('O'), hex(32));
  encrypt.set(PDFName.of('U'), hex(32));
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  document.context.trailerInfo.ID = document.context.obj([hex(16), hex(16)]);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
