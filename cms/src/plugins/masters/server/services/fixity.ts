/** Every master is read back and hashed again (docs/decisions/201-masters-kept-as-sent.md). */
import type { Core } from '@strapi/strapi';
import pLimit from 'p-limit';
import { jobQueue, type Job, type JobContext } from '../../../jobs/server';
import { isMissingStoredFile, openStoredFile, type StoredFileRef } from '../../../../lib/stored-file';
import {
  SHA256_FIELD,
  type FixityStatus,
  type FixityTrigger,
  type MasterFile,
  type MasterFilePage,
} from '../../shared/masters';
import { sha256Of, UPLOAD_FILE_UID } from '../fixity/checksums';
import { FixityStore, type Found, type RunCounts } from '../fixity/store';

export const FIXITY_JOB = 'masters.fixity';
const FIXITY_SUBJECT = 'library';
/** Sundays at 03:00 (server time), when the library is quietest. */
export const WEEKLY_RULE = '0 0 3 * * 0';
const PAGE = 200;
/** A remote store answers slowly but in parallel; the local disk does not mind. */
const READS_AT_ONCE = 4;

export interface FixityPayload {
  trigger: FixityTrigger;
}

interface MasterRow extends StoredFileRef {
  id: number;
  name: string;
  sha256: string | null;
}

export interface FixityReport extends RunCounts {
  runId: number;
  found: (Found & { name: string; url: string })[];
  /** Stopped before the end (the CMS stopping): nothing was recorded as found. */
  stopped: boolean;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = new FixityStore(strapi);
  const files = () => strapi.db.query(UPLOAD_FILE_UID);

  /** What a master's stored bytes hash to now, or what keeps them from being read. */
  async function readBack(file: MasterRow): Promise<{ sha256: string } | Omit<Found, 'fileId'>> {
    try {
      return { sha256: await sha256Of(await openStoredFile(strapi, file)) };
    } catch (error) {
      return isMissingStoredFile(error)
        ? { problem: 'missing', detail: null }
        : { problem: 'unreadable', detail: reasonOf(error) };
    }
  }

  async function check({ trigger, signal }: { trigger: FixityTrigger; signal?: AbortSignal }): Promise<FixityReport> {
    const runId = await store.startRun(trigger);
    const counts: RunCounts = { checked: 0, recorded: 0, changed: 0, missing: 0, unreadable: 0 };
    const found: FixityReport['found'] = [];
    const limit = pLimit(READS_AT_ONCE);
    const checkOne = async (file: MasterRow) => {
      if (signal?.aborted) return;
      const read = await readBack(file);
      counts.checked += 1;
      if ('problem' in read) {
        counts[read.problem] += 1;
        found.push({ fileId: file.id, name: file.name, url: file.url, ...read });
      } else if (!file.sha256) {
        await files().update({ where: { id: file.id }, data: { [SHA256_FIELD]: read.sha256 } });
        counts.recorded += 1;
      } else if (read.sha256 !== file.sha256) {
        counts.changed += 1;
        found.push({ fileId: file.id, name: file.name, url: file.url, problem: 'changed', detail: read.sha256 });
      }
    };
    try {
      for (let afterId = 0; !signal?.aborted;) {
        const page = (await files().findMany({
          select: ['id', 'name', 'url', 'provider', SHA256_FIELD],
          where: { id: { $gt: afterId } },
          orderBy: { id: 'asc' },
          limit: PAGE,
        })) as MasterRow[];
        if (page.length === 0) break;
        afterId = page[page.length - 1].id;
        await Promise.all(page.map((file) => limit(() => checkOne(file))));
      }
    } catch (error) {
      await store.finishRun(runId, counts, reasonOf(error));
      throw error;
    }
    found.sort((a, b) => a.fileId - b.fileId);
    if (signal?.aborted) return { runId, ...counts, found, stopped: true };
    await store.replaceFindings(found, Date.now());
    await store.finishRun(runId, counts);
    return { runId, ...counts, found, stopped: false };
  }

  const latestJob = async () => (await jobQueue(strapi).list<FixityPayload, unknown>(FIXITY_JOB, FIXITY_SUBJECT, 1))[0];
  const isPending = (job: Job | undefined) => job?.status === 'queued' || job?.status === 'running';

  return {
    /**
     * Reads every master back: one whose bytes hash otherwise than at upload is `changed`, one the store does not
     * have is `missing`. A master without a SHA-256 yet (uploaded before they were recorded) gets the one of its
     * stored bytes, counted as `recorded`.
     */
    check,

    /** Queues a check unless one is queued or under way already; answers the job's id. */
    async request(trigger: FixityTrigger): Promise<number> {
      const latest = await latestJob();
      if (latest && isPending(latest)) return latest.id;
      return jobQueue(strapi).enqueue<FixityPayload>(FIXITY_JOB, { trigger }, { subject: FIXITY_SUBJECT });
    },

    async run(job: Job<FixityPayload, unknown>, { signal }: JobContext<unknown>): Promise<void> {
      await check({ trigger: job.payload.trigger, signal });
    },

    /** A master uploaded again is checked against its new bytes from the next run on. */
    forget: (fileId: number) => store.forget(fileId),

    async unrecorded(): Promise<number> {
      return files().count({ where: { [SHA256_FIELD]: { $null: true } } });
    },

    async status(): Promise<FixityStatus> {
      return {
        lastRun: await store.lastRun(),
        pending: isPending(await latestJob()),
        findings: await store.findings(),
        files: await files().count({}),
      };
    },

    /** The library's masters with their SHA-256, newest first, those whose name holds `search` if given. */
    async list({
      page,
      pageSize,
      search,
    }: {
      page: number;
      pageSize: number;
      search?: string;
    }): Promise<MasterFilePage> {
      const where = search ? { name: { $containsi: search } } : {};
      const { results, pagination } = (await files().findPage({
        select: ['id', 'name', SHA256_FIELD, 'size', 'mime', 'createdAt'],
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        page,
        pageSize,
      })) as {
        results: (Omit<MasterFile, 'createdAt'> & { createdAt: string | Date })[];
        pagination: { page: number; pageCount: number; total: number };
      };
      return {
        files: results.map((file) => ({
          ...file,
          size: file.size === null ? null : Number(file.size),
          createdAt: new Date(file.createdAt).toISOString(),
        })),
        page: pagination.page,
        pageCount: pagination.pageCount,
        total: pagination.total,
      };
    },
  };
};
