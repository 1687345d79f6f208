import fs from 'node:fs';
import path from 'node:path';

export interface ManifestModule {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ClientManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** React Router's build/client/assets/manifest-<hash>.js, the map the browser uses to load routes. */
export interface ClientManifest {
  url: string;
  entry: ManifestModule;
  routes: Record<string, ClientManifestRoute>;
}

const MANIFEST_FILE = /^manifest-[\w-]+\.js$/;
const MANIFEST_ASSIGNMENT = /^window\.__reactRouterManifest\s*=\s*/;

export function readClientManifest(buildDir: string): ClientManifest {
  const assets = path.join(buildDir, 'client', 'assets');
  const files = fs.readdirSync(assets).filter((name) => MANIFEST_FILE.test(name));
  if (files.length !== 1) throw new Error(`expected one client manifest in ${assets}, found ${files.length}`);
  const source = fs.readFileSync(path.join(assets, files[0]), 'utf8').trim();
  const json = source.replace(MANIFEST_ASSIGNMENT, '').replace(/;$/, '');
  const { entry, routes } = JSON.parse(json) as Omit<ClientManifest, 'url'>;
  return { url: `/assets/${files[0]}`, entry, routes };
}

export function manifestFiles(manifest: ClientManifest): string[] {
  const modules = [manifest.entry, ...Object.values(manifest.routes)];
  return [...new Set(modules.flatMap((mod) => [mod.module, ...(mod.imports ?? []), ...(mod.css ?? [])]))];
}

/** For code the manifest lacks as nothing loads it up front: lazy chunks, the captcha's script, styles and worker. */
export function assetsNamed(buildDir: string, name: string): string[] {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]+\\.(js|css)$`);
  return fs
    .readdirSync(path.join(buildDir, 'client', 'assets'))
    .filter((file) => pattern.test(file))
    .map((file) => `/assets/${file}`);
}
