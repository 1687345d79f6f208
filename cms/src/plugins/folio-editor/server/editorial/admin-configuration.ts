import type { Core } from '@strapi/strapi';
import { ADMIN_LAYOUT, type TypeLayout } from './admin-layout';

/** The values last applied, to tell an editor's change from ours. */
const APPLIED_KEY = 'admin-layout-applied';
const appliedStore = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'folio' });

type Path = readonly string[];
type Applied = Record<string, Record<string, unknown>>;
type Configuration = Record<string, unknown>;

interface ConfigurationService {
  findConfiguration(model: unknown): Promise<Configuration>;
  updateConfiguration(model: unknown, configuration: Configuration): Promise<unknown>;
}

export function desiredSettings(layout: TypeLayout): [Path, unknown][] {
  const settings: [Path, unknown][] = [];
  if (layout.mainField) settings.push([['settings', 'mainField'], layout.mainField]);
  if (layout.sort) {
    settings.push([['settings', 'defaultSortBy'], layout.sort.by]);
    settings.push([['settings', 'defaultSortOrder'], layout.sort.order]);
  }
  if (layout.list) settings.push([['layouts', 'list'], [...layout.list]]);
  for (const [field, text] of Object.entries(layout.fields)) {
    settings.push([['metadatas', field, 'edit', 'label'], text.label]);
    settings.push([['metadatas', field, 'edit', 'description'], text.description]);
    settings.push([['metadatas', field, 'list', 'label'], text.label]);
  }
  for (const field of layout.readOnly ?? []) settings.push([['metadatas', field, 'edit', 'editable'], false]);
  return settings;
}

/** A setting whose stored value differs from the one applied last time was an editor's change and is left alone. */
export async function applyAdminLayout(strapi: Core.Strapi): Promise<string[]> {
  const store = appliedStore(strapi);
  const applied = ((await store.get({ key: APPLIED_KEY })) ?? {}) as Applied;
  const kept: string[] = [];
  for (const [uid, layout] of Object.entries(ADMIN_LAYOUT)) {
    const isComponent = uid in strapi.components;
    const service = strapi
      .plugin('content-manager')
      .service(isComponent ? 'components' : 'content-types') as ConfigurationService;
    const model = isComponent ? strapi.components[uid as never] : strapi.contentTypes[uid as never];
    if (!model) throw new Error(`The admin layout names ${uid}, which is not in the content model.`);
    const configuration = await service.findConfiguration(model);
    const last = applied[uid] ?? {};
    const next: Record<string, unknown> = {};
    let changed = false;
    for (const [path, value] of desiredSettings(layout)) {
      const key = path.join('.');
      const current = read(configuration, path);
      if (key in last && !same(current, last[key])) {
        kept.push(`${uid} ${key}`);
        next[key] = last[key];
        continue;
      }
      next[key] = value;
      if (!same(current, value)) {
        write(configuration, path, value);
        changed = true;
      }
    }
    if (changed) {
      const { settings, metadatas, layouts } = configuration;
      await service.updateConfiguration(model, { settings, metadatas, layouts });
    }
    applied[uid] = next;
  }
  await store.set({ key: APPLIED_KEY, value: applied });
  if (kept.length) strapi.log.info(`Admin layout: kept ${kept.length} setting(s) an editor changed.`);
  return kept;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function read(object: Configuration, path: Path): unknown {
  let node: unknown = object;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Configuration)[key];
  }
  return node;
}

function write(object: Configuration, path: Path, value: unknown): void {
  let node = object;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Configuration;
  }
  node[path[path.length - 1]] = value;
}
