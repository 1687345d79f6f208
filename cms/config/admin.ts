import type { Core } from '@strapi/strapi';
import { previewParams, signPreview } from '@folio/core/preview-link';
import { secret } from '../src/lib/local-secrets';
import { ENTRY_KIND_BY_UID } from '../src/api/catalog/services/catalog-shapes';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  autoOpen: false,
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  // PREVIEW_SECRET only keys the expiring signature and never appears in the link.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('PUBLIC_SITE_URL', 'http://127.0.0.1:3000')],
      async handler(uid: string, { documentId, status }: { documentId: string; status?: string }) {
        const kind = ENTRY_KIND_BY_UID[uid];
        if (!kind) return null;
        const signed = signPreview(
          { kind, documentId, status: status === 'published' ? 'published' : 'draft' },
          secret('PREVIEW_SECRET'),
        );
        return `${env('PUBLIC_SITE_URL', 'http://127.0.0.1:3000')}/preview?${new URLSearchParams(previewParams(signed))}`;
      },
    },
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
