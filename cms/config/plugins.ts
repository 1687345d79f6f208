import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { folioSettings } from './folio';

const uploadConfig = (env: Core.Config.Shared.ConfigParams['env']) => {
  const security = {
    allowedTypes: ['image/*', 'application/pdf'],
    deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh', 'text/x-shellscript'],
  };
  // Multipart bodies are read by the upload routes themselves, within the same limit (src/extensions/upload).
  const sizeLimit = folioSettings().upload.maxBytes;
  // Room for a scanned page on sharp screens (record 191).
  const breakpoints = { xlarge: 2100, large: 1200, medium: 750, small: 500 };
  if (!env('S3_BUCKET')) return { config: { security, sizeLimit, breakpoints } };
  return {
    config: {
      security,
      sizeLimit,
      breakpoints,
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: env('CDN_URL', undefined),
        rootPath: env('S3_ROOT_PATH', undefined),
        s3Options: {
          credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_ACCESS_SECRET') },
          region: env('S3_REGION', 'us-east-1'),
          endpoint: env('S3_ENDPOINT', undefined),
          forcePathStyle: folioSettings().s3ForcePathStyle,
          params: { ACL: env('S3_ACL', 'public-read'), Bucket: env('S3_BUCKET') },
        },
      },
      actionOptions: { upload: {}, uploadStream: {}, delete: {} },
    },
  };
};

const emailConfig = (env: Core.Config.Shared.ConfigParams['env']) =>
  env('SMTP_HOST')
    ? {
        config: {
          provider: 'nodemailer',
          providerOptions: {
            host: env('SMTP_HOST'),
            port: env.int('SMTP_PORT', 587),
            secure: env.bool('SMTP_SECURE', false),
            ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
            auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
          },
          settings: {
            defaultFrom: env('EMAIL_FROM', 'folio@localhost'),
            defaultReplyTo: env('EMAIL_FROM', 'folio@localhost'),
          },
        },
      }
    : {};

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: { httpOnly: true },
    },
  },
  upload: uploadConfig(env),
  email: emailConfig(env),
  // Resolved from this file's compiled copy (dist/config), so dist/src/plugins/…
  contact: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'contact') },
  'pdf-ingest': { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'pdf-ingest') },
  'folio-editor': { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'folio-editor') },
  jobs: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'jobs') },
  iiif: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'iiif') },
  'iiif-discovery': { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'iiif-discovery') },
  traffic: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'traffic') },
  ocr: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'ocr') },
  masters: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'masters') },
});

export default config;
