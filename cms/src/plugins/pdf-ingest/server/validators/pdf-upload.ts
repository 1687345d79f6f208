import { readFile } from 'node:fs/promises';
import { errors } from '@strapi/utils';
import { openPdf, PdfOpenError } from '../services/rasterizer';

export interface ReceivedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

export interface CheckedPdf {
  file: ReceivedFile;
  name: string;
  pageCount: number;
}

const isReceivedFile = (value: unknown): value is ReceivedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReceivedFile).filepath === 'string' &&
  typeof (value as ReceivedFile).size === 'number';

export function validateReceivedFile(files: unknown): ReceivedFile {
  const received = (files ?? {}) as Record<string, unknown>;
  const fields = Object.keys(received);
  const file = received.file;
  if (fields.length !== 1 || !isReceivedFile(file)) {
    throw new errors.ValidationError('Send one PDF file in the "file" field');
  }
  return file;
}

/** Read whole, within the upload size limit the body reader already applied. */
export async function validatePdf(file: ReceivedFile, maxPages: number): Promise<CheckedPdf> {
  const name = (file.originalFilename ?? '').trim() || 'document.pdf';
  let pageCount: number;
  try {
    const pdf = await openPdf(await readFile(file.filepath));
    pageCount = pdf.pageCount;
    pdf.close();
  } catch (error) {
    if (error instanceof PdfOpenError) throw new errors.ValidationError(`${name}: ${error.message}`);
    throw error;
  }
  if (pageCount < 1) throw new errors.ValidationError(`${name}: this PDF has no pages`);
  if (pageCount > maxPages) {
    throw new errors.PayloadTooLargeError(
      `${name} has ${pageCount} pages; at most ${maxPages} can be added at once. Split the PDF and add the parts in order.`,
    );
  }
  return { file, name, pageCount };
}
