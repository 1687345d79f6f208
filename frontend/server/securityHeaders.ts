/**
 * Security headers for every response of the site, and the Content Security Policy of its pages:
 * scripts and <style> elements run only from the site's own origin or when their text has one of the
 * hashes the page was rendered with (React Router's inline scripts and Emotion's style tags, see
 * app/lib/http/sharedPage.server.ts), so one copy of a page passes for every visitor of a shared cache.
 */
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { SiteConfig } from '../app/lib/env.server';
import { hashSource, type InlineHashes } from '../app/lib/http/sharedPage.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** Names the page's inline scripts and styles in this response's policy (absent when CSP is off). */
    admitInlineCode?: (hashes: InlineHashes) => void;
  }
}

export interface SecurityHeaderOptions extends Readonly<SiteConfig['securityHeaders']> {
  /** Sends the CSP; off for Vite's dev server, whose injected scripts are not hashed. */
  contentSecurityPolicy: boolean;
}

const SELF = "'self'";
/** Where Google's reCAPTCHA widget loads its script and frames from. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
/** One year: the usual HSTS lifetime; subdomains are left to their owners. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Emotion adds its later style rules through empty `<style>` elements it fills with `insertRule`, which the
 * policy does not govern: admitting the empty text admits those elements and nothing else.
 */
const EMPTY_STYLE = hashSource('');

/** The hash sources of the page being answered; none for responses that are not pages. */
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

/** A policy Helmet could not write is a programming error, never a page sent without one. */
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

  /** Sets the policy again, now naming the page's inline code (the header is replaced, not added). */
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
