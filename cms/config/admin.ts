import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/local-secrets';
import { ENTRY_KIND_BY_UID } from '../src/api/catalog/services/catalog-shapes';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  autoOpen: false,
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  // "Open preview" in the admin shows the draft on the site, through its secret-protected preview route.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('PUBLIC_SITE_URL', 'http://127.0.0.1:3000')],
      async handler(uid: string, { documentId, status }: { documentId: string; status?: string }) {
        const kind = ENTRY_KIND_BY_UID[uid];
        if (!kind) return null;
        const params = new URLSearchParams({
          secret: secret('PREVIEW_SECRET'),
          kind,
          documentId,
          status: status ?? 'draft',
        });
        return `${env('PUBLIC_SITE_URL', 'http://127.0.0.1:3000')}/preview?${params}`;
      },
    },
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
