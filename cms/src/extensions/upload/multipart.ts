import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { koaBody } from 'koa-body';
import type { Context, Next } from 'koa';
import type { UploadSettings } from '../../../config/folio';
import {
  bodyRefusal,
  bodyShapeRefusal,
  isServerFault,
  readsOwnBody,
  refuse,
  type Refusal,
} from '../../lib/request-bodies';

/** formidable counts maxFileSize over all the files of a request. */
const FILES_TOO_LARGE = 1009;

/** Beside its files an upload sends a few fields (`fileInfo` per file, `ref`, `refId`, `field`, `path`). */
const MAX_FIELDS = 100;
const MAX_FIELDS_BYTES = 1024 * 1024;

export const MULTIPART_HANDLERS = new Set([
  'admin-upload.upload',
  'admin-upload.uploadFile',
  'admin-upload.updateFileInfo',
  'admin-upload.replaceFile',
  'content-api.upload',
]);

/**
 * formidable lists the files of a field as their writes finish, which need not be the order they were sent in;
 * each `fileInfo` belongs to the file at its place, so the lists are put back in the order sent.
 */
function inOrderSent(files: unknown, begun: Map<unknown, number>): void {
  for (const list of Object.values((files ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(list)) list.sort((a, b) => (begun.get(a) ?? 0) - (begun.get(b) ?? 0));
  }
}

/** The upload plugin's yup schema parses the JSON of `fileInfo`. */
function fieldShapeRefusal(fields: unknown): Refusal | null {
  for (const value of Object.values((fields ?? {}) as Record<string, unknown>).flat()) {
    if (typeof value !== 'string') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue; // Not JSON: the plugin's own validation answers for it.
    }
    const refusal = bodyShapeRefusal(parsed, 'upload');
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Read after the route's authentication, into a folder of the request's own, removed whatever happened
 * (docs/decisions/100-hostile-input.md).
 */
export function uploadBody({ maxBytes, maxFiles }: UploadSettings) {
  return readsOwnBody(async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return refuse(ctx, { status: 415, message: 'Send the upload as multipart/form-data' });
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'folio-upload-'));
    try {
      const begun = new Map<unknown, number>();
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: {
          uploadDir,
          maxFileSize: maxBytes,
          maxFields: MAX_FIELDS,
          maxFieldsSize: MAX_FIELDS_BYTES,
          // formidable (2, koa-body's) has no file count of its own; what is thrown here ends the parse.
          onFileBegin: (_field, file) => {
            begun.set(file, begun.size);
            if (begun.size > maxFiles) {
              throw Object.assign(new Error(`An upload may hold ${maxFiles} files at most`), { status: 413 });
            }
          },
        },
      });
      try {
        await parse(ctx, async () => undefined);
      } catch (error) {
        if (isServerFault(error)) throw error;
        if ((error as { code?: unknown }).code === FILES_TOO_LARGE) {
          return refuse(ctx, {
            status: 413,
            message: `The files of an upload may not exceed ${maxBytes} bytes in all`,
          });
        }
        const message = error instanceof Error ? error.message : String(error);
        return refuse(ctx, bodyRefusal(error, 'upload') ?? { status: 400, message: `Invalid upload: ${message}` });
      }
      inOrderSent(ctx.request.files, begun);
      const shapeRefusal = fieldShapeRefusal(ctx.request.body);
      if (shapeRefusal) return refuse(ctx, shapeRefusal);
      return await next();
    } finally {
      await rm(uploadDir, { recursive: true, force: true, maxRetries: 3 });
    }
  });
}
