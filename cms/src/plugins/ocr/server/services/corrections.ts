import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { placeCorrectedWords } from '../recognition/corrected-words';
import { fileVersion, pageRecognition } from '../recognition/recognition';
import { pageTextStore } from '../store';
import type { PageTextDetail, PageTextState } from '../../../folio-editor/shared/page-text';

const FILE_UID = 'plugin::upload.file';

interface UploadedFile {
  id: number;
  name: string;
  hash: string;
  mime: string | null;
  url: string;
  provider: string | null;
  updatedAt: string | Date | null;
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** See docs/decisions/168-page-text-in-the-admin.md. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => pageTextStore(strapi);
  const recognition = () => pageRecognition(strapi);

  async function findFile(fileId: number): Promise<UploadedFile> {
    const file = (await strapi.db.query(FILE_UID).findOne({ where: { id: fileId } })) as UploadedFile | null;
    if (!file) throw new errors.NotFoundError('No such image: it may have been deleted from the media library');
    return file;
  }

  async function list(fileIds: number[]): Promise<PageTextState[]> {
    if (fileIds.length === 0) return [];
    const [statuses, texts] = await Promise.all([recognition().statuses(fileIds), store().forFiles(fileIds)]);
    const byFile = new Map(statuses.map((status) => [status.fileId, status]));
    return fileIds.map((fileId) => {
      const status = byFile.get(fileId);
      const stored = texts.get(fileId);
      return {
        fileId,
        status: status?.status ?? stored?.status ?? 'none',
        source: status?.source ?? stored?.source ?? null,
        confidence: status?.confidence ?? stored?.confidence ?? null,
        error: status?.error ?? stored?.error ?? null,
        text: stored?.text ?? '',
        updatedAt: iso(status?.updatedAt ?? stored?.updatedAt),
      };
    });
  }

  const one = async (fileId: number) => (await list([fileId]))[0];

  return {
    list,

    async detail(fileId: number): Promise<PageTextDetail> {
      await findFile(fileId);
      const [state, stored] = await Promise.all([one(fileId), store().get(fileId)]);
      return { ...state, words: stored?.words ?? [] };
    },

    async correct(fileId: number, text: string): Promise<PageTextState> {
      const file = await findFile(fileId);
      const before = await store().get(fileId);
      await store().save(fileId, {
        status: 'done',
        source: 'editor',
        text,
        words: placeCorrectedWords(before?.words ?? [], text),
        confidence: 100,
        error: null,
        fileUpdatedAt: before?.fileUpdatedAt ?? fileVersion(file),
      });
      return one(fileId);
    },

    async reread(fileId: number): Promise<PageTextState> {
      const file = await findFile(fileId);
      if (!file.mime?.startsWith('image/')) throw new errors.ValidationError('Only images can be read');
      await recognition().enqueue(file, { force: true });
      return one(fileId);
    },
  };
};
