import { folioSettings } from '../../../../../config/folio';
import { uploadBody } from '../../../../extensions/upload/multipart';

export const INGEST_ACTION = 'plugin::pdf-ingest.ingest';

const guarded = {
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [INGEST_ACTION] } }],
};

/**
 * Admin routes (under /pdf-ingest). The PDF is read as the upload plugin's routes read theirs: after the
 * session and permission checks, within UPLOAD_SIZE_LIMIT, into a folder removed once the request is
 * answered (docs/decisions/100-hostile-input.md).
 */
export default {
  admin: {
    type: 'admin',
    routes: [
      {
        method: 'POST',
        path: '/scans/:documentId/pdf',
        handler: 'ingest.create',
        config: { ...guarded, middlewares: [uploadBody(folioSettings().upload)] },
      },
      { method: 'GET', path: '/scans/:documentId/jobs', handler: 'ingest.forScan', config: guarded },
      { method: 'GET', path: '/jobs/:id', handler: 'ingest.status', config: guarded },
    ],
  },
};
