/// <reference types="node" />
// Server-only (node:crypto): the browser bundle imports `@folio/core`, never `@folio/core/preview-link`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CatalogKind } from './entities.js';
import {
  PREVIEW_KINDS,
  PREVIEW_LINK_LIFETIME_SECONDS,
  PREVIEW_STATUSES,
  type PreviewStatus,
  type PreviewTarget,
} from './preview.js';

export * from './preview.js';

export interface SignedPreview extends PreviewTarget {
  expires: number;
  signature: string;
}

export type PreviewCheck = { ok: true; preview: SignedPreview } | { ok: false; reason: 'invalid' | 'expired' };

export const PREVIEW_PARAMS = ['kind', 'documentId', 'status', 'expires', 'signature'] as const;

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const EXPIRES = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

// The four values cannot contain a newline, so the joined text names one target.
const signedText = ({ kind, documentId, status }: PreviewTarget, expires: number) =>
  ['folio-preview-v1', kind, documentId, status, String(expires)].join('\n');

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

export function signPreview(
  target: PreviewTarget,
  secret: string,
  {
    now = Date.now(),
    lifetimeSeconds = PREVIEW_LINK_LIFETIME_SECONDS,
  }: { now?: number; lifetimeSeconds?: number } = {},
): SignedPreview {
  if (!secret) throw new Error('A preview link needs PREVIEW_SECRET');
  if (!isTarget(target)) throw new Error(`Not a previewable document: ${JSON.stringify(target)}`);
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  const signature = hmac(secret, signedText(target, expires)).toString('base64url');
  return { kind: target.kind, documentId: target.documentId, status: target.status, expires, signature };
}

export const previewParams = (preview: SignedPreview): Record<(typeof PREVIEW_PARAMS)[number], string> => ({
  kind: preview.kind,
  documentId: preview.documentId,
  status: preview.status,
  expires: String(preview.expires),
  signature: preview.signature,
});

// The signature is checked first, in constant time, so only a genuine link is ever told it has expired.
export function verifyPreview(
  params: Partial<Record<string, string | null | undefined>>,
  secret: string,
  now: number = Date.now(),
): PreviewCheck {
  const { kind, documentId, status, expires, signature } = params;
  const target = { kind, documentId, status };
  if (
    !secret ||
    !isTarget(target) ||
    typeof expires !== 'string' ||
    !EXPIRES.test(expires) ||
    typeof signature !== 'string' ||
    !SIGNATURE.test(signature)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = hmac(secret, signedText(target, Number(expires)));
  const presented = Buffer.from(signature, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(expires) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, preview: { ...target, expires: Number(expires), signature } };
}

function isTarget(value: { kind?: unknown; documentId?: unknown; status?: unknown }): value is PreviewTarget {
  return (
    PREVIEW_KINDS.includes(value.kind as CatalogKind) &&
    typeof value.documentId === 'string' &&
    DOCUMENT_ID.test(value.documentId) &&
    PREVIEW_STATUSES.includes(value.status as PreviewStatus)
  );
}
