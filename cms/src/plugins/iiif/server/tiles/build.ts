import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { versionedImageId } from '@folio/core';
import { makePyramid } from './pyramid';
import { imageIdOf, type PyramidRecords, type TilesRow } from './records';
import type { PyramidStorage, UploadedImage } from './storage';

export interface BuildContext {
  storage: PyramidStorage;
  records: PyramidRecords;
  signal: AbortSignal;
  /** The catalog names a new build before the former ones go. */
  published: () => void;
  stillThere: () => Promise<boolean>;
  removeAll: () => Promise<void>;
}

/**
 * Makes a file's pyramid in a work folder, stores it under a versioned id and records it; the builds before
 * it are removed once the catalog names the new one, so no served folder is ever written again.
 */
export async function buildPyramid(
  file: UploadedImage,
  before: TilesRow | undefined,
  jobId: number,
  context: BuildContext,
) {
  const { storage, records, signal } = context;
  // Local pyramids are built beside their final folder, so storing them is one rename.
  const workRoot =
    (file.provider ?? 'local') === 'local'
      ? path.join(path.dirname(storage.localDir(file.hash)), '.work')
      : os.tmpdir();
  await fsp.mkdir(workRoot, { recursive: true });
  const workDir = await fsp.mkdtemp(path.join(workRoot, `job-${jobId}-`));
  // Taken before the original is read, so a build of newer bytes always has the later time; never the former's.
  const madeAt = Math.max(Date.now(), before ? Number(before.updated_at) + 1 : 0);
  const imageId = versionedImageId(file.hash, madeAt);
  try {
    const original = await storage.original(file, workDir);
    const built = path.join(workDir, imageId);
    const pyramid = await makePyramid(original, built);
    // A stop while libvips worked: the job is queued again and starts over after the restart.
    if (signal.aborted) return;
    const stored = { ...file, hash: imageId };
    await storage.save(stored, built, pyramid.files);
    await records.recordNewer({
      file_id: file.id,
      hash: file.hash,
      image_id: imageId,
      provider: file.provider ?? 'local',
      width: pyramid.width,
      height: pyramid.height,
      tiles: pyramid.tiles,
      files: JSON.stringify(pyramid.files),
      updated_at: madeAt,
    });
    const recorded = await records.find(file.id);
    if (recorded && imageIdOf(recorded) !== imageId) {
      await storage.remove(stored, pyramid.files);
      return;
    }
    context.published();
    const former = before ? { ...file, hash: imageIdOf(before), provider: before.provider } : null;
    await storage.removeBuildsBefore(stored, madeAt, former && { file: former, files: JSON.parse(before!.files) });
    // Deleted while its pyramid was being made: what was just stored goes too.
    if (!(await context.stillThere())) await context.removeAll();
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
