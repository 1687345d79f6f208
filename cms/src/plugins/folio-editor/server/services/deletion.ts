import type { Core, UID } from '@strapi/strapi';
import type { DeletionPreview } from '../../shared/deletion';

const FILE = 'plugin::upload.file';

interface Attribute {
  type: string;
  component?: string;
}

type Row = Record<string, unknown> & { id: number };

interface StoredFile {
  id: number;
  name: string;
  related?: { id: number; __type: string }[];
}

/** Which rows (the documents' versions and their components) are theirs, and which files those rows hold. */
interface Holdings {
  rows: Set<string>;
  fileIds: number[];
}

const ref = (type: string, id: number) => `${type}:${id}`;

/**
 * What an entry takes with it when deleted: the media files it alone uses (a file is shared when any row
 * outside the entry, another entry's or a component of one, is among the upload plugin's `related` of it).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const attributes = (uid: string) =>
    (strapi.getModel(uid as UID.Schema) as unknown as { attributes: Record<string, Attribute> }).attributes;

  /** Media fields, and components with media in them, however deep. */
  function populateFor(uid: string): Record<string, unknown> | null {
    const populate: Record<string, unknown> = {};
    for (const [name, attribute] of Object.entries(attributes(uid))) {
      if (attribute.type === 'media') populate[name] = { select: ['id'] };
      if (attribute.type === 'component' && attribute.component) {
        const nested = populateFor(attribute.component);
        if (nested) populate[name] = { select: ['id'], populate: nested };
      }
    }
    return Object.keys(populate).length ? populate : null;
  }

  function collect(uid: string, row: Row, into: Holdings): void {
    into.rows.add(ref(uid, row.id));
    for (const [name, attribute] of Object.entries(attributes(uid))) {
      const values = ([] as unknown[]).concat(row[name] ?? []) as Row[];
      if (attribute.type === 'media') into.fileIds.push(...values.map((file) => file.id));
      if (attribute.type === 'component' && attribute.component) {
        for (const component of values) collect(attribute.component, component, into);
      }
    }
  }

  async function holdings(uid: string, documentIds: string[]): Promise<Holdings> {
    const into: Holdings = { rows: new Set(), fileIds: [] };
    const populate = populateFor(uid);
    if (!populate) return into;
    const rows = (await strapi.db.query(uid as UID.Schema).findMany({
      select: ['id'],
      where: { documentId: { $in: documentIds } },
      populate,
    })) as Row[];
    for (const row of rows) collect(uid, row, into);
    into.fileIds = [...new Set(into.fileIds)];
    return into;
  }

  const filesWithUses = async (ids: number[]) =>
    ids.length
      ? ((await strapi.db
          .query(FILE)
          .findMany({ where: { id: { $in: ids } }, populate: { related: true } })) as StoredFile[])
      : [];

  const onlyUsedBy = (file: StoredFile, rows: Set<string>) =>
    (file.related ?? []).every((row) => rows.has(ref(row.__type, row.id)));

  return {
    /** The files the documents hold (before a delete), to look at again once they are gone. */
    async heldFiles(uid: string, documentIds: string[]): Promise<number[]> {
      return (await holdings(uid, documentIds)).fileIds;
    },

    async preview(uid: string, documentIds: string[]): Promise<DeletionPreview> {
      const { rows, fileIds } = await holdings(uid, documentIds);
      const files = await filesWithUses(fileIds);
      const theirs = files
        .filter((file) => onlyUsedBy(file, rows))
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const formerAddresses = await strapi.service('api::redirect.redirect').fromPathsOf(uid, documentIds);
      return { files: theirs, kept: files.length - theirs.length, formerAddresses };
    },

    /** Of these files, those nothing uses any more leave the library, with their renditions and tiles. */
    async removeUnused(fileIds: number[]): Promise<number> {
      const unused = (await filesWithUses(fileIds)).filter((file) => (file.related ?? []).length === 0);
      const upload = strapi.plugin('upload').service('upload');
      for (const file of unused) await upload.remove(file);
      return unused.length;
    },
  };
};
