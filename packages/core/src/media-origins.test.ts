import { mediaOrigins, originOfUrl } from './media-origins';

describe('mediaOrigins', () => {
  it('is empty for local uploads without a CDN', () => {
    expect(mediaOrigins({})).toEqual([]);
  });

  it('admits the CDN origin only, not its path', () => {
    expect(mediaOrigins({ cdnUrl: 'https://cdn.example.com/folio/' })).toEqual(['https://cdn.example.com']);
  });

  it('admits the AWS bucket hosts, regional and global', () => {
    expect(mediaOrigins({ bucket: 'folio-media', region: 'eu-west-3' })).toEqual([
      'https://folio-media.s3.eu-west-3.amazonaws.com',
      'https://folio-media.s3.amazonaws.com',
    ]);
  });

  it('admits the regional AWS host for path-style URLs', () => {
    expect(mediaOrigins({ bucket: 'folio-media', forcePathStyle: true })).toEqual([
      'https://s3.us-east-1.amazonaws.com',
    ]);
  });

  it('admits the endpoint and the bucket subdomain of an S3-compatible store', () => {
    expect(mediaOrigins({ bucket: 'media', endpoint: 'https://s3.store.example:9000' })).toEqual([
      'https://s3.store.example:9000',
      'https://media.s3.store.example:9000',
    ]);
  });

  it('admits only the endpoint for a path-style S3-compatible store, bare hosts taken as https', () => {
    expect(mediaOrigins({ bucket: 'media', endpoint: 'minio.local', forcePathStyle: true })).toEqual([
      'https://minio.local',
    ]);
  });

  it('lists the CDN and the bucket together without repeats', () => {
    expect(
      mediaOrigins({ cdnUrl: 'https://media.s3.store.example', bucket: 'media', endpoint: 'https://s3.store.example' }),
    ).toEqual(['https://media.s3.store.example', 'https://s3.store.example']);
  });

  it('ignores S3 settings without a bucket', () => {
    expect(mediaOrigins({ endpoint: 'https://s3.store.example' })).toEqual([]);
  });
});

describe('originOfUrl', () => {
  it('names the variable in its error', () => {
    expect(() => originOfUrl('CDN_URL', 'https://exa mple.com')).toThrow(/CDN_URL must be a URL/);
  });
});
