/**
 * Security headers for every response of the site, and the Content Security Policy of its pages:
 * scripts and <style> elements run only from the site's own origin or with this response's nonce
 * (React Router's inline scripts and Emotion's style tags carry it, see app/entry.server.tsx).
 */
import { randomBytes } from 'node:crypto';
import { mediaOrigins, originOfUrl } from '@folio/core';
import type { RequestHandler } from 'express';
import { publicSiteUrl } from '../app/lib/env.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's CSP nonce, for every inline script and style the render emits. */
    cspNonce?: string;
  }
}

/** One year: the usual HSTS lifetime; subdomains are left to their owners. */
const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** Sends the CSP; off for Vite's dev server, whose injected scripts carry no nonce. */
  contentSecurityPolicy: boolean;
  /** Origins besides the site's own that may frame its pages (the CMS admin's preview). */
  frameAncestors: string[];
  /** Origins besides the site's own that serve images (a CDN in front of the media store, the S3 bucket). */
  imageOrigins: string[];
  /** The site's public URL is https: every response says so (HSTS), even behind a TLS-terminating proxy. */
  httpsOnly: boolean;
  /** The contact form uses Google reCAPTCHA (RECAPTCHA_SITE_KEY set) instead of the self-hosted ALTCHA. */
  recaptcha?: boolean;
}

/** Where Google's reCAPTCHA widget loads its script and frames from. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/** The CMS admin, which frames the site's pages for Open preview: its public address, else the one the site uses. */
function adminOrigins(env: NodeJS.ProcessEnv): string[] {
  if (env.PUBLIC_CMS_URL) return [originOfUrl('PUBLIC_CMS_URL', env.PUBLIC_CMS_URL)];
  if (env.CMS_URL) return [originOfUrl('CMS_URL', env.CMS_URL)];
  return [];
}

/** The media origins (CDN, S3 bucket) read from the variables the CMS's upload provider uses. */
export function mediaOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return mediaOrigins({
    cdnUrl: env.CDN_URL,
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    // Read as the CMS reads it (Strapi's env.bool is true only for "true").
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  });
}

export function securityHeaderOptionsFromEnv(
  contentSecurityPolicy: boolean,
  env: NodeJS.ProcessEnv = process.env,
): SecurityHeaderOptions {
  return {
    contentSecurityPolicy,
    frameAncestors: adminOrigins(env),
    imageOrigins: mediaOriginsFromEnv(env),
    httpsOnly: publicSiteUrl().startsWith('https:'),
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
  };
}

/** The policy of one response. */
export function contentSecurityPolicy(nonce: string, options: Omit<SecurityHeaderOptions, 'contentSecurityPolicy'>) {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(options.recaptcha ? RECAPTCHA_ORIGINS : [])],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    // Server-rendered style="" attributes (MUI sizes images and papers with them) cannot run code.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...options.imageOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    // The captcha solves its proof of work in a worker.
    ['worker-src', "'self'", 'blob:'],
    ...(options.recaptcha ? [['frame-src', 'https://www.google.com'] as [string, string]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...options.frameAncestors],
  ];
  if (options.httpsOnly) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    if (options.contentSecurityPolicy) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    if (options.httpsOnly || req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    // For browsers without frame-ancestors; those with it follow the CSP (which also admits the CMS preview).
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    next();
  };
}
