/**
 * Strapi's admin upload pairs each fileInfo with the file of the same name, so a file none names (a fileInfo
 * without `name`, a renamed file, two files of one name) is dropped or stored twice, and both upload routes leave
 * out a file they refuse while storing the others. Several files are handed on one at a time, each with the
 * fileInfo at its place, and stored whole or not at all (docs/decisions/201-masters-kept-as-sent.md).
 */
import { naturalOrder } from './natural-order';
import { storeAllOrNone } from './whole-uploads';

interface UploadRequestContext {
  request: { body?: Record<string, unknown>; files?: Record<string, unknown> };
  body?: unknown;
  status: number;
}

type UploadHandler = (ctx: UploadRequestContext) => Promise<unknown>;

const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const parsed = (info: unknown): unknown => {
  if (typeof info !== 'string') return info;
  try {
    return JSON.parse(info);
  } catch {
    return info;
  }
};

export const oneFileAtATime =
  (uploadFiles: UploadHandler): UploadHandler =>
  async (ctx) => {
    const files = listOf(ctx.request.files?.files);
    if (files.length < 2) return uploadFiles(ctx);
    const { request } = ctx;
    const { body = {}, files: sent } = request;
    const { fileInfo, ...fields } = body;
    const infos = listOf(fileInfo);
    const pairs = naturalOrder(
      files.map((file, index) => ({ file, info: infos[index], named: parsed(infos[index]) })),
      ({ named }) => named,
    );
    const uploads = () => strapi.plugin('upload').service('upload');
    try {
      ctx.body = await storeAllOrNone(
        pairs,
        async ({ file, info }) => {
          request.files = { ...sent, files: file };
          request.body = info === undefined ? fields : { ...fields, fileInfo: info };
          await uploadFiles(ctx);
          return listOf(ctx.body) as { id: number }[];
        },
        async ({ id }) => {
          const row = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
          if (row) await uploads().remove(row);
        },
      );
    } finally {
      request.files = sent;
      request.body = body;
    }
    ctx.status = 201;
  };
