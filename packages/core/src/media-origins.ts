// The one place that turns the S3_* and CDN_URL variables into origins, so the site's and the admin's CSPs agree.
// Declared here because this package loads no DOM or Node types.
declare const URL: new (input: string) => { origin: string; protocol: string; host: string };

export interface MediaStoreSettings {
  cdnUrl?: string;
  bucket?: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
}

export function originOfUrl(name: string, value: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    return new URL(absolute).origin;
  } catch {
    throw new Error(`${name} must be a URL (e.g. https://cdn.example.com), got "${value}".`);
  }
}

// The endpoint is admitted too because some stores answer multipart uploads with path-style URLs, and the bucket
// alongside the CDN because media uploaded before CDN_URL was set keep their bucket URLs.
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
