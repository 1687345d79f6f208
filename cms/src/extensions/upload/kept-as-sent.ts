/** Every upload is stored byte for byte as sent (docs/decisions/201-masters-kept-as-sent.md). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SHA256_FIELD } from '../../plugins/masters/shared/masters';

/** The Media Library settings that make Strapi rewrite an uploaded image in place of the one sent. */
const REWRITING_SETTINGS = ['sizeOptimization', 'autoOrientation'] as const;

export const REWRITES_REFUSED =
  'Folio keeps every upload exactly as it was sent, so size optimization and auto orientation stay off. ' +
  'The site still gets smaller copies of each image, made from the original.';

/** Strapi's optimize writes a new original (re-encoded, or turned) whenever a setting asks for it. */
export const withMastersAsSent = <M extends Record<string, unknown>>(manipulation: M): M => ({
  ...manipulation,
  optimize: async (file: unknown) => file,
});

type SetSettings = (value: Record<string, unknown>) => Promise<unknown>;

/** Turning one of them on is refused with a reason the settings page shows, not accepted and ignored. */
export const refusingRewrites = <S extends Record<string, unknown>>(service: S): S => ({
  ...service,
  async setSettings(value: Record<string, unknown>) {
    if (REWRITING_SETTINGS.some((key) => value?.[key] === true)) throw new errors.ValidationError(REWRITES_REFUSED);
    return (service.setSettings as SetSettings)(value);
  },
});

/** After the upload plugin's own bootstrap, which stores its defaults (size optimization on) on a first start. */
export async function keepMastersAsSent(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  const settings = ((await store.get({})) ?? {}) as Record<string, unknown>;
  if (REWRITING_SETTINGS.every((key) => settings[key] === false)) return;
  await store.set({ value: { ...settings, ...Object.fromEntries(REWRITING_SETTINGS.map((key) => [key, false])) } });
}

/** The SHA-256 of the bytes sent, recorded by the masters plugin; read-only for editors and the API alike. */
export const SHA256_ATTRIBUTE = { [SHA256_FIELD]: { type: 'string', configurable: false } };
