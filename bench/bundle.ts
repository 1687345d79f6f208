/**
 * Initial JavaScript per route (gzip as served) against bench/budgets.json, split into the framework floor every
 * page needs, the shell above it and the route, to show how much of it the app itself controls.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readClientManifest, type ClientManifest, type ManifestModule } from '../e2e/support/client-manifest';
import { ensureBuilt } from '../frontend/test/support/siteServer';
import { readBudgets } from './lib/budgets';
import { round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';

const BUILD_DIR = path.resolve(__dirname, '..', 'frontend', 'build');

export interface RouteBundle {
  routeId: string;
  pattern: string;
  files: string[];
  gzipBytes: number;
}

const moduleFiles = (mod: ManifestModule) => [mod.module, ...(mod.imports ?? [])];

function routeChain(manifest: ClientManifest, routeId: string) {
  const chain = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(manifest.routes[id]);
  return chain;
}

function routePattern(manifest: ClientManifest, routeId: string): string {
  const segments = routeChain(manifest, routeId)
    .map((route) => route.path ?? '')
    .filter(Boolean);
  return `/${segments.join('/')}`;
}

/** As served: the site's compression middleware uses zlib's default level. */
export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

/** Resource routes such as sitemap.xml ship no JavaScript. */
export function measureRouteBundles(buildDir = BUILD_DIR): RouteBundle[] {
  const manifest = readClientManifest(buildDir);
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(path.join(buildDir, 'client', file)));
    return sizes.get(file) as number;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.id !== 'root' && (route as { hasDefaultExport?: boolean }).hasDefaultExport !== false)
    .map((route) => {
      const files = [
        ...new Set([...moduleFiles(manifest.entry), ...routeChain(manifest, route.id).flatMap(moduleFiles)]),
      ].filter((file) => file.endsWith('.js'));
      return {
        routeId: route.id,
        pattern: routePattern(manifest, route.id),
        files,
        gzipBytes: files.reduce((total, file) => total + sizeOf(file), 0),
      };
    });
}

const kib = (bytes: number) => round(bytes / 1024, 1);

/** Named by the `react` group in frontend/vite.config.ts. */
const FRAMEWORK_CHUNK = /^\/assets\/react-[\w-]+\.js$/;

export const isFrameworkChunk = (file: string) => FRAMEWORK_CHUNK.test(file);

export function frameworkChunk(manifest: ClientManifest): string {
  const matches = moduleFiles(manifest.entry).filter(isFrameworkChunk);
  if (matches.length !== 1) {
    throw new Error(`expected one framework chunk (react-*.js) among the entry's imports, found ${matches.length}`);
  }
  return matches[0];
}

export async function benchBundle(): Promise<BenchRow[]> {
  ensureBuilt();
  const budgets = readBudgets().initialJsGzipKiB;
  const manifest = readClientManifest(BUILD_DIR);
  const sizeOf = (file: string) => gzipSize(path.join(BUILD_DIR, 'client', file));
  const shell = [...new Set([...moduleFiles(manifest.entry), ...moduleFiles(manifest.routes.root)])];
  const shellBytes = shell.reduce((total, file) => total + sizeOf(file), 0);
  const floorBytes = sizeOf(frameworkChunk(manifest));
  const floorRow: BenchRow = {
    benchmark: 'Framework floor: React + React DOM + React Router + scheduler + SWR (one chunk, in every route)',
    measured: `${kib(floorBytes)} KiB`,
    baseline: `shell (entry + root): ${kib(shellBytes)} KiB, of which ${kib(shellBytes - floorBytes)} KiB above the floor`,
    ratio: String(round(kib(floorBytes) / budgets.default)),
    target:
      kib(floorBytes) > budgets.default
        ? `alone over the ${budgets.default} KiB default budget by ${round(kib(floorBytes) - budgets.default, 1)} KiB`
        : `leaves ${round(budgets.default - kib(floorBytes), 1)} KiB of the ${budgets.default} KiB default budget`,
  };
  const routeRows = measureRouteBundles().map(({ routeId, pattern, files, gzipBytes }) => {
    const budget = budgets.routes[routeId] ?? budgets.default;
    const over = kib(gzipBytes) > budget;
    return {
      benchmark: `Initial JS (gzip) ${pattern} (${files.length} files)`,
      measured: `${kib(gzipBytes)} KiB${over ? ' — OVER BUDGET' : ''}`,
      baseline:
        `floor ${kib(floorBytes)} + shell above floor ${kib(shellBytes - floorBytes)} + route ` +
        `${kib(gzipBytes - shellBytes)} KiB (above floor: ${kib(gzipBytes - floorBytes)} KiB)`,
      ratio: String(round(kib(gzipBytes) / budget)),
      target: `≤ ${budget} KiB (bench/budgets.json)`,
    };
  });
  return [floorRow, ...routeRows];
}

if (require.main === module) printAlone(benchBundle);
