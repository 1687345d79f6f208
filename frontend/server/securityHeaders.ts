/**
 * Security headers for every response of the site, and the Content Security Policy of its pages:
 * scripts and <style> elements run only from the site's own origin or with this response's nonce
 * (React Router's inline scripts and Emotion's style tags carry it, see app/entry.server.tsx).
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { SiteConfig } from '../app/lib/env.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's CSP nonce, for every inline script and style the render emits. */
    cspNonce?: string;
  }
}

export interface SecurityHeaderOptions extends Readonly<SiteConfig['securityHeaders']> {
  /** Sends the CSP; off for Vite's dev server, whose injected scripts carry no nonce. */
  contentSecurityPolicy: boolean;
}

const SELF = "'self'";
/** Where Google's reCAPTCHA widget loads its script and frames from. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
/** One year: the usual HSTS lifetime; subdomains are left to their owners. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

const nonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`;

function directives({ recaptcha, imageOrigins, frameAncestors, httpsOnly }: SecurityHeaderOptions) {
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF, nonceSource, ...(recaptcha ? RECAPTCHA_ORIGINS : [])],
    styleSrc: [SELF, nonceSource],
    // Server-rendered style="" attributes (MUI sizes images and papers with them) cannot run code.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: [SELF, 'data:', 'blob:', ...imageOrigins],
    fontSrc: [SELF, 'data:'],
    connectSrc: [SELF],
    // The captcha solves its proof of work in a worker.
    workerSrc: [SELF, 'blob:'],
    ...(recaptcha && { frameSrc: [RECAPTCHA_ORIGINS[0]] }),
    objectSrc: ["'none'"],
    baseUri: [SELF],
    formAction: [SELF],
    frameAncestors: [SELF, ...frameAncestors],
    ...(httpsOnly && { upgradeInsecureRequests: [] }),
  };
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: options.contentSecurityPolicy && { useDefaults: false, directives: directives(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers without frame-ancestors; those with it follow the CSP (which also admits the CMS preview).
    xFrameOptions: { action: 'sameorigin' },
    // Sent below, only when the site is reached over HTTPS.
    strictTransportSecurity: false,
    // Helmet's other defaults are not part of the site's policy (see docs/decisions/021).
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false });

  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    // Helmet has no Permissions-Policy.
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    headers(req, res, (error?: unknown) => {
      if (error) next(error);
      else if (options.httpsOnly || req.secure) hsts(req, res, next);
      else next();
    });
  };
}
