// Inline scripts and styles are admitted by the hashes the page was rendered with, not a nonce, so one copy of a page
// passes for every visitor of a shared cache (app/lib/http/sharedPage.server.ts).
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { SiteConfig } from '../app/lib/env.server';
import { hashSource, type InlineHashes } from '../app/lib/http/sharedPage.server';

declare module 'react-router' {
  interface AppLoadContext {
    admitInlineCode?: (hashes: InlineHashes) => void;
  }
}

export interface SecurityHeaderOptions extends Readonly<SiteConfig['securityHeaders']> {
  /** Off for Vite's dev server, whose injected scripts are not hashed. */
  contentSecurityPolicy: boolean;
}

const SELF = "'self'";
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
// Subdomains are left to their owners.
const HSTS_MAX_AGE_SECONDS = 31_536_000;

// Emotion fills empty `<style>` elements with `insertRule`, which the policy does not govern: admitting the empty
// text admits those elements and nothing else.
const EMPTY_STYLE = hashSource('');

const inlineSources = (kind: keyof InlineHashes) => (_req: unknown, res: ServerResponse) =>
  [
    ...(((res as Response).locals.inlineHashes as InlineHashes | undefined)?.[kind] ?? []),
    ...(kind === 'styles' ? [EMPTY_STYLE] : []),
  ].join(' ');

function directives({ recaptcha, imageOrigins, frameAncestors, httpsOnly }: SecurityHeaderOptions) {
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF, inlineSources('scripts'), ...(recaptcha ? RECAPTCHA_ORIGINS : [])],
    styleSrc: [SELF, inlineSources('styles')],
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

// A policy Helmet could not write is a programming error, never a page sent without one.
const failLoudly = (error?: unknown) => {
  if (error) throw error;
};

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const policy =
    options.contentSecurityPolicy &&
    helmet.contentSecurityPolicy({ useDefaults: false, directives: directives(options) });
  const headers = helmet({
    contentSecurityPolicy: false,
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

  // The header is replaced, not added, so the policy names the page's inline code.
  const admitInlineCode = (req: Request, res: Response) => (hashes: InlineHashes) => {
    res.locals.inlineHashes = hashes;
    if (policy) policy(req, res, failLoudly);
  };

  return (req, res, next) => {
    if (policy) {
      res.locals.admitInlineCode = admitInlineCode(req, res);
      policy(req, res, failLoudly);
    }
    // Helmet has no Permissions-Policy.
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    headers(req, res, (error?: unknown) => {
      if (error) next(error);
      else if (options.httpsOnly || req.secure) hsts(req, res, next);
      else next();
    });
  };
}
