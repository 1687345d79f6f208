import { createHmac } from 'node:crypto';
import {
  PREVIEW_LINK_LIFETIME_SECONDS,
  previewParams,
  signPreview,
  verifyPreview,
  type PreviewTarget,
} from './preview-link';

const SECRET = 'a-long-random-preview-secret';
const LIFETIME_S = PREVIEW_LINK_LIFETIME_SECONDS;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const target: PreviewTarget = { kind: 'scans', documentId: 'abc123def456', status: 'draft' };
const link = () => previewParams(signPreview(target, SECRET, { now: NOW }));

describe('signPreview', () => {
  it('opens its draft for a working day', () => {
    const made = previewParams(signPreview(target, SECRET, { now: NOW }));
    const hours = (count: number) => count * 3_600_000;
    expect(verifyPreview(made, SECRET, NOW + hours(8) - 1000).ok).toBe(true);
    expect(verifyPreview(made, SECRET, NOW + hours(8))).toEqual({ ok: false, reason: 'expired' });
  });

  it('signs the target with HMAC-SHA256 over kind, documentId, status and expiry', () => {
    const signed = signPreview(target, SECRET, { now: NOW });
    expect(signed.expires).toBe(NOW / 1000 + PREVIEW_LINK_LIFETIME_SECONDS);
    const expected = createHmac('sha256', SECRET)
      .update(`folio-preview-v1\nscans\nabc123def456\ndraft\n${signed.expires}`)
      .digest('base64url');
    expect(signed.signature).toBe(expected);
  });

  it('never puts the secret in the link', () => {
    const params = new URLSearchParams(link()).toString();
    expect(params).not.toContain(SECRET);
    expect(Object.keys(link())).toEqual(['kind', 'documentId', 'status', 'expires', 'signature']);
  });

  it('refuses to sign without a secret or for a document that cannot be previewed', () => {
    expect(() => signPreview(target, '')).toThrow('PREVIEW_SECRET');
    expect(() => signPreview({ ...target, kind: 'site' as never }, SECRET)).toThrow('Not a previewable');
    expect(() => signPreview({ ...target, documentId: '../x' }, SECRET)).toThrow('Not a previewable');
  });
});

describe('verifyPreview', () => {
  it('accepts its own link until it expires', () => {
    expect(verifyPreview(link(), SECRET, NOW)).toEqual({
      ok: true,
      preview: { ...target, expires: NOW / 1000 + LIFETIME_S, signature: link().signature },
    });
    expect(verifyPreview(link(), SECRET, NOW + LIFETIME_S * 1000 - 1000).ok).toBe(true);
  });

  it('reports a genuine link past its expiry as expired', () => {
    expect(verifyPreview(link(), SECRET, NOW + LIFETIME_S * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreview(link(), SECRET, NOW + 7 * 86_400_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['documentId', 'another-document'],
    ['kind', 'articles'],
    ['status', 'published'],
    ['expires', String(NOW / 1000 + LIFETIME_S + 3600)],
    ['signature', 'A'.repeat(43)],
  ])('refuses the link when %s is changed', (key, value) => {
    expect(verifyPreview({ ...link(), [key]: value }, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an extended expiry as invalid, not expired, even once the original time has passed', () => {
    const extended = { ...link(), expires: String(NOW / 1000 + LIFETIME_S + 3600) };
    expect(verifyPreview(extended, SECRET, NOW + LIFETIME_S * 1000 + 60_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a link signed with another secret, and any link when no secret is configured', () => {
    const foreign = previewParams(signPreview(target, 'another-secret', { now: NOW }));
    expect(verifyPreview(foreign, SECRET, NOW).ok).toBe(false);
    expect(verifyPreview(link(), '', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    [{}],
    [{ kind: 'scans', documentId: 'abc123def456', status: 'draft' }],
    [{ ...link(), signature: undefined }],
    [{ ...link(), signature: 'short' }],
    [{ ...link(), expires: '-1' }],
    [{ ...link(), expires: '1e12' }],
    [{ ...link(), status: 'Draft' }],
    [{ ...link(), kind: 'users' }],
    [{ ...link(), documentId: '' }],
  ])('refuses missing or malformed parameters %#', (params) => {
    expect(verifyPreview(params, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
