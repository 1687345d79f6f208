import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../../../config/folio';
import { jobQueue } from '../../jobs/server';
import { onUploadedFiles } from '../../../lib/uploaded-files';
import controllers from './controllers';
import { recordChecksumsAtUpload } from './fixity/checksums';
import routes from './routes';
import services from './services';
import { mastersService } from './services/access';
import { FIXITY_JOB, WEEKLY_RULE, type FixityPayload } from './services/fixity';

/** See docs/decisions/201-masters-kept-as-sent.md. */
export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const fixity = mastersService(strapi, 'fixity');
    recordChecksumsAtUpload(strapi, (fileId) => fixity.forget(fileId));
    onUploadedFiles<{ id: number }>(strapi, {
      tag: 'masters',
      created: async () => undefined,
      replaced: async () => undefined,
      deleted: (file) => fixity.forget(file.id),
    });
    if (!folioSettings().fixityWorker) return;
    strapi.cron.add({
      mastersFixityWeekly: { task: () => fixity.request('weekly'), options: { rule: WEEKLY_RULE } },
    });
    const queue = jobQueue(strapi);
    queue.register<FixityPayload, unknown>(FIXITY_JOB, (job, context) => fixity.run(job, context));
    queue.start();
    // Masters stored before their SHA-256 was recorded get it from a first check, soon after the start.
    if ((await fixity.unrecorded()) > 0) await fixity.request('backfill');
  },

  /** A check under way stops at its next master; its job is queued again for the next start. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await jobQueue(strapi).stop();
  },

  controllers,
  routes,
  services,
};
