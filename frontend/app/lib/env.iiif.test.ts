/**
 * @jest-environment node
 */
import { iiifImageStore, readSiteConfig } from './env.server';

describe('where the site finds tile pyramids', () => {
  it("is the CMS's uploads folder when media are local", () => {
    expect(readSiteConfig({ CMS_URL: 'http://cms:1337/' }).iiifImageStore).toBe('http://cms:1337/uploads/iiif');
  });

  it('is the CDN in front of the bucket, under the upload root', () => {
    const env = { CMS_URL: 'http://cms:1337', S3_BUCKET: 'media', CDN_URL: 'https://cdn.folio.example/media/' };
    expect(iiifImageStore(env)).toBe('https://cdn.folio.example/media/iiif');
    expect(iiifImageStore({ ...env, S3_ROOT_PATH: '/folio/' })).toBe('https://cdn.folio.example/media/folio/iiif');
    expect(iiifImageStore({ ...env, CDN_URL: 'cdn.folio.example' })).toBe('https://cdn.folio.example/iiif');
  });

  it("is the bucket's own URL without a CDN, as the S3 provider names files", () => {
    const env = { CMS_URL: 'http://cms:1337', S3_BUCKET: 'media' };
    expect(iiifImageStore({ ...env, S3_REGION: 'eu-west-1' })).toBe('https://media.s3.eu-west-1.amazonaws.com/iiif');
    expect(iiifImageStore({ ...env, S3_FORCE_PATH_STYLE: 'true' })).toBe(
      'https://s3.us-east-1.amazonaws.com/media/iiif',
    );
    expect(iiifImageStore({ ...env, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toBe(
      'http://minio:9000/media/iiif',
    );
    expect(iiifImageStore({ ...env, S3_ENDPOINT: 'https://fra1.digitaloceanspaces.com' })).toBe(
      'https://media.fra1.digitaloceanspaces.com/iiif',
    );
  });
});
