import fs from 'node:fs';
import type { Core } from '@strapi/strapi';

export interface UploadedImage {
  id: number;
  hash: string;
  ext: string;
  url: string;
  mime: string;
}

/** Uploads the JPEG at `filepath` to the media library as an editor would, named `name` (its alt text too). */
export async function uploadImage(strapi: Core.Strapi, name: string, filepath: string): Promise<UploadedImage> {
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: name } },
      files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size: fs.statSync(filepath).size },
    });
  return file as UploadedImage;
}

/** Removes the files of these ids that are still there, with their renditions, as the media library does. */
export async function removeUploads(strapi: Core.Strapi, ids: number[]): Promise<void> {
  const service = strapi.plugin('upload').service('upload');
  for (const id of ids) {
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
    if (file) await service.remove(file);
  }
}
