/**
 * Where uploaded media are served from besides the CMS itself, so the site's and the admin's Content
 * Security Policies admit exactly those origins. Both sides read the same S3_* and CDN_URL variables
 * (see cms/config/plugins.ts); this is the one place that turns them into origins.
 */
/** The WHATWG URL both Node and browsers have; declared here because this package loads no DOM or Node types. */
declare const URL: new (input: string) => { origin: string; protocol: string; host: string };

export interface MediaStoreSettings {
  /** CDN_URL: a CDN in front of the media store. */
  cdnUrl?: string;
  /** S3_BUCKET: the S3 provider is on when set. */
  bucket?: string;
  /** S3_ENDPOINT: an S3-compatible store; absent means AWS. */
  endpoint?: string;
  /** S3_REGION (AWS), default us-east-1. */
  region?: string;
  /** S3_FORCE_PATH_STYLE: URLs on the endpoint itself instead of the bucket's subdomain. */
  forcePathStyle?: boolean;
}

/** The origin of an absolute URL or a bare host (taken as https); throws a clear error otherwise. */
export function originOfUrl(name: string, value: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    return new URL(absolute).origin;
  } catch {
    throw new Error(`${name} must be a URL (e.g. https://cdn.example.com), got "${value}".`);
  }
}

/**
 * Path-style URLs live on the endpoint; virtual-hosted ones on <bucket>.<endpoint host> (the endpoint is
 * admitted too: some stores answer large multipart uploads with path-style URLs). On AWS that is
 * <bucket>.s3.<region>.amazonaws.com, or the legacy global host some upload responses name. Media
 * uploaded before CDN_URL was set keep their bucket URLs, so the bucket is admitted alongside the CDN.
 */
export function mediaOrigins(settings: MediaStoreSettings): string[] {
  const origins = new Set<string>();
  if (settings.cdnUrl) origins.add(originOfUrl('CDN_URL', settings.cdnUrl));
  const { bucket } = settings;
  if (bucket) {
    if (settings.endpoint) {
      const endpoint = new URL(originOfUrl('S3_ENDPOINT', settings.endpoint));
      origins.add(endpoint.origin);
      if (!settings.forcePathStyle) origins.add(`${endpoint.protocol}//${bucket}.${endpoint.host}`);
    } else {
      const region = settings.region || 'us-east-1';
      if (settings.forcePathStyle) origins.add(`https://s3.${region}.amazonaws.com`);
      else {
        origins.add(`https://${bucket}.s3.${region}.amazonaws.com`);
        origins.add(`https://${bucket}.s3.amazonaws.com`);
      }
    }
  }
  return [...origins];
}
