import { PDFiumLibrary, type PDFiumDocument } from '@hyzyla/pdfium';
import sharp from 'sharp';

/** PDFium in WebAssembly needs no system package; one page's bitmap at a time (docs/decisions/135-pdf-ingest.md). */

export type PdfRefusal = 'not-pdf' | 'encrypted' | 'unreadable';

export class PdfOpenError extends Error {
  constructor(
    readonly reason: PdfRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** The other pages of its PDF can still be rendered. */
export class PdfPageError extends Error {}

/** Quality 85 keeps print texture without visible blocks. */
const JPEG_OPTIONS = { quality: 85, chromaSubsampling: '4:4:4' } as const;

/** A PDF's header may start anywhere in its first 1024 bytes (ISO 32000-1, annex H). */
const HEADER_WINDOW = 1024;

export const hasPdfHeader = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WINDOW)).includes('%PDF-');

let library: Promise<PDFiumLibrary> | undefined;

/** One PDFium instance per process: its WebAssembly memory is reused from one PDF to the next. */
const pdfium = () => {
  library ??= PDFiumLibrary.init();
  return library;
};

export interface RenderedPage {
  data: Buffer;
  width: number;
  height: number;
}

export interface OpenPdf {
  pageCount: number;
  /** 0-based. */
  renderJpeg: (index: number, longestSide: number) => Promise<RenderedPage>;
  close: () => void;
}

const openError = (error: unknown): PdfOpenError => {
  const message = error instanceof Error ? error.message : String(error);
  if (/password|security/i.test(message)) {
    return new PdfOpenError(
      'encrypted',
      'This PDF is protected by a password; remove the protection and upload it again',
    );
  }
  return new PdfOpenError('unreadable', `This file is not a readable PDF (${message})`);
};

export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  if (!hasPdfHeader(bytes)) throw new PdfOpenError('not-pdf', 'This file is not a PDF');
  let document: PDFiumDocument;
  try {
    document = await (await pdfium()).loadDocument(bytes);
  } catch (error) {
    throw openError(error);
  }
  let closed = false;
  return {
    pageCount: document.getPageCount(),
    async renderJpeg(index, longestSide) {
      const page = document.getPage(index);
      const { originalWidth, originalHeight } = page.getOriginalSize();
      // PDFium answers a page it cannot load with a size of zero (a page tree entry that is not a page).
      if (!(originalWidth > 0 && originalHeight > 0)) throw new PdfPageError('The page could not be read');
      const scale = longestSide / Math.max(originalWidth, originalHeight);
      const bitmap = await page.render({ scale, render: 'bitmap' });
      if (bitmap.width < 1 || bitmap.height < 1) throw new PdfPageError('The page has no area to render');
      const { data, info } = await sharp(bitmap.data, {
        raw: { width: bitmap.width, height: bitmap.height, channels: 4 },
      })
        .removeAlpha()
        .jpeg(JPEG_OPTIONS)
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    },
    close() {
      if (closed) return;
      closed = true;
      document.destroy();
    },
  };
}
