/**
 * The dropdown's first answer on a phone (4x CPU, slow 4G) at demo and 21,000-entry scale, against the three
 * catalogs the former dropdown fetched first, a lower bound (docs/decisions/185-search-that-scales.md).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { chromiumInstalled, launchBrowser, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';
import { seededLibrary, snapshotSiteBuild, startStack } from '../e2e/support/servers';
import { freePort, waitFor } from './lib/cms';
import { round } from './lib/load';
import { CPU_SLOWDOWN } from './lib/mainThreadTasks';
import { printAlone, type BenchRow } from './lib/report';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { blockReadableText } from '../packages/core/src/search/normalise';
import { searchWithSuggestion } from '../packages/core/src/search/suggest';
import { SEARCH_RESULTS_PER_CATEGORY } from '../packages/core/src/constants';
import type { SearchCatalog } from '../packages/core/src/search/engine';

const SCALE_ENTRIES_PER_KIND = 10_500;
const SCALE_ARTICLES = 1_000;
const ROUNDS = 3;
const QUERY = 'margiela';
// `performance` is the global one: an import would be renamed inside the functions sent to the page.
const CATALOGS = ['/api/catalog/scans', '/api/catalog/archives', '/api/catalog/articles'];

async function slow4G() {
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as {
    throttling: {
      mobileSlow4G: { requestLatencyMs: number; downloadThroughputKbps: number; uploadThroughputKbps: number };
    };
  };
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
  return {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: Math.floor((downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((uploadThroughputKbps * 1024) / 8),
  };
}

interface Answer {
  bytes: number;
  /** Of `bytes`, the server's answer (headers included). */
  answerBytes: number;
  ms: number;
  /** From the text's arrival in the input to the dropdown (the debounce, one request, the render). */
  afterTypingMs: number;
}

async function phonePage(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'load' });
  // Hydrated and idle before the visitor reaches for the box; then the phone's CPU and network.
  await page.waitForTimeout(2_000);
  await cdp.send('Network.emulateNetworkConditions', await slow4G());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let answerBytes = 0;
  let counting = false;
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    urls.set(event.requestId, event.request.url);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    if (!counting) return;
    bytes += event.encodedDataLength;
    if (urls.get(event.requestId)?.includes('/search/suggest')) answerBytes += event.encodedDataLength;
  });
  return {
    page,
    start: () => {
      counting = true;
      bytes = 0;
      answerBytes = 0;
    },
    bytes: () => bytes,
    answerBytes: () => answerBytes,
  };
}

async function dropdownFirstAnswer(context: BrowserContext, siteUrl: string): Promise<Answer> {
  const { page, start, bytes, answerBytes } = await phonePage(context, siteUrl);
  try {
    const input = page.getByRole('combobox', { name: 'Search articles, scans and archives' });
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      document.addEventListener('input', () => (marks.typed ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('[role="listbox"]')) marks.shown ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    start();
    const began = Date.now();
    // Collapsed on a phone the box is its icon: a tap on it opens the box and focuses the input.
    await page.locator('form[role="search"]').click();
    await page.locator('form[role="search"][data-expanded="true"]').waitFor();
    await input.fill(QUERY);
    await page.getByRole('listbox').waitFor({ timeout: 120_000 });
    const ms = Date.now() - began;
    const afterTypingMs = await page.evaluate(() => {
      const { typed, shown } = (window as unknown as { __marks: Record<string, number> }).__marks;
      return shown - typed;
    });
    // The last response's loadingFinished can trail the render by a moment.
    await page.waitForTimeout(300);
    return { bytes: bytes(), answerBytes: answerBytes(), ms, afterTypingMs };
  } finally {
    await page.close();
  }
}

async function catalogsDownload(context: BrowserContext, siteUrl: string): Promise<Answer> {
  const { page, start, bytes } = await phonePage(context, siteUrl);
  try {
    start();
    const ms = await page.evaluate(async (paths) => {
      const began = performance.now();
      await Promise.all(paths.map((catalog) => fetch(catalog, { cache: 'no-store' }).then((r) => r.json())));
      return performance.now() - began;
    }, CATALOGS);
    await page.waitForTimeout(300);
    return { bytes: bytes(), answerBytes: 0, ms, afterTypingMs: 0 };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(context: BrowserContext, siteUrl: string) {
  const now: Answer[] = [];
  const before: Answer[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    now.push(await dropdownFirstAnswer(context, siteUrl));
    before.push(await catalogsDownload(context, siteUrl));
  }
  const summary = (answers: Answer[]) => ({
    bytes: median(answers.map((a) => a.bytes)),
    answerBytes: median(answers.map((a) => a.answerBytes)),
    afterTypingMs: median(answers.map((a) => a.afterTypingMs)),
    ms: median(answers.map((a) => a.ms)),
  });
  return { now: summary(now), before: summary(before) };
}

type ScaledCatalog = Record<'scans' | 'archives' | 'articles', Record<string, unknown>[]>;

async function scaledCatalogs(cmsUrl: string) {
  const read = async (name: string) => (await (await fetch(`${cmsUrl}/api/catalog/${name}`)).json()) as unknown;
  const grow = (list: Record<string, unknown>[], count: number) =>
    Array.from({ length: count }, (_, i) => {
      const entry = list[i % list.length];
      const round = Math.floor(i / list.length);
      if (round === 0) return entry;
      const suffix = ` ${round}`;
      return {
        ...entry,
        id: i + 1,
        documentId: `${String(entry.documentId).slice(0, 16)}${String(i).padStart(8, '0')}`,
        title: `${entry.title}${suffix}`,
        ...(typeof entry.path === 'string' ? { path: `${entry.path}-${round}` } : {}),
        ...(typeof entry.slug === 'string' ? { slug: `${entry.slug}-${round}` } : {}),
      };
    });
  return {
    scans: grow((await read('scans')) as Record<string, unknown>[], SCALE_ENTRIES_PER_KIND),
    archives: grow((await read('archives')) as Record<string, unknown>[], SCALE_ENTRIES_PER_KIND),
    articles: grow((await read('articles')) as Record<string, unknown>[], SCALE_ARTICLES),
    site: await read('site'),
    redirects: await read('redirects'),
  };
}

async function stubCms(catalogs: Record<string, unknown>) {
  const bodies = new Map(Object.entries(catalogs).map(([name, value]) => [name, JSON.stringify(value)]));
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://stub');
    const name = /^\/api\/catalog\/(\w+)$/.exec(pathname)?.[1];
    res.setHeader('Content-Type', 'application/json');
    if (name === 'version') res.end(JSON.stringify({ version: '1' }));
    else if (name && bodies.has(name)) res.end(bodies.get(name));
    else if (pathname === '/api/page-texts/search') res.end('{"data":[]}');
    else res.writeHead(404).end('{"data":null}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function startSite(siteDir: string, cmsUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.js'], {
    cwd: siteDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CMS_URL: cmsUrl, PUBLIC_SITE_URL: url },
    stdio: 'ignore',
  });
  await waitFor(`${url}/robots.txt`, 60_000);
  await (await fetch(`${url}/`)).arrayBuffer();
  return { url, stop: () => child.kill() };
}

function serverWork(catalog: SearchCatalog) {
  const time = (query: string) => {
    searchWithSuggestion(catalog, query, { limit: SEARCH_RESULTS_PER_CATEGORY }); // built once per version
    const samples = Array.from({ length: 20 }, () => {
      const began = performance.now();
      searchWithSuggestion(catalog, query, { limit: SEARCH_RESULTS_PER_CATEGORY });
      return performance.now() - began;
    });
    return median(samples);
  };
  return { found: time(QUERY), misspelt: time('margela'), miss: time('xyzzyq') };
}

// A lower bound for a client-side index: only the fields the spec's rules read; an index structure only adds to it.
function compactIndexBytes(catalog: ScaledCatalog) {
  const entry = (item: Record<string, unknown>) => [item.title, item.designerOrBrand, item.path, item.yearPublished];
  const compact = JSON.stringify({
    scans: catalog.scans.map(entry),
    archives: catalog.archives.map(entry),
    articles: catalog.articles.map((item) => [
      item.title,
      item.slug,
      item.category,
      item.author,
      item.description,
      ((item.blocks as string[] | undefined) ?? []).map(blockReadableText).join(' '),
    ]),
  });
  const raw = Buffer.from(compact);
  return { raw: raw.length, gzip: gzipSync(raw).length, brotli: brotliCompressSync(raw).length };
}

const kib = (bytes: number) => `${round(bytes / 1024, 1)} KiB`;

export async function benchSearchFirstAnswer(): Promise<BenchRow[]> {
  if (!chromiumInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  const template = await seededLibrary();
  const siteDir = await snapshotSiteBuild();
  const stack = await startStack(template, siteDir, 'first-answer');
  const browser = await launchBrowser('mobile');
  const rows: BenchRow[] = [];
  try {
    const libraries: [string, string][] = [['demo library', stack.siteUrl]];
    const scaled = await scaledCatalogs(stack.cmsUrl);
    const work = serverWork(scaled as unknown as SearchCatalog);
    const compact = compactIndexBytes(scaled);
    const cms = await stubCms(scaled);
    const site = await startSite(siteDir, cms.url);
    libraries.push([`${2 * SCALE_ENTRIES_PER_KIND} entries (+${SCALE_ARTICLES} articles)`, site.url]);
    try {
      for (const [label, url] of libraries) {
        const { now, before } = await measure(browser.context, url);
        console.log(
          `[search-first-answer] ${label}: now ${now.bytes} B (answer ${now.answerBytes} B), ${now.ms} ms from the tap, ${Math.round(now.afterTypingMs)} ms from the text; catalogs ${before.bytes} B, ${round(before.ms, 0)} ms`,
        );
        rows.push({
          benchmark: `Search dropdown's first answer on a phone (${CPU_SLOWDOWN}x CPU, slow 4G), ${label}: tap, type “${QUERY}”, until the dropdown shows; median of ${ROUNDS}`,
          measured: `${kib(now.bytes)} transferred (the answer of GET /search/suggest ${now.answerBytes} B, the rest the dropdown code); ${Math.round(now.ms)} ms from the tap, ${Math.round(now.afterTypingMs)} ms from the typed text`,
          baseline: `former way, the three catalogs alone: ${kib(before.bytes)}, ${Math.round(before.ms)} ms to download and parse`,
          ratio: `${round(before.bytes / now.bytes, 1)}x fewer bytes; time ${round(now.ms / before.ms, 2)}x the former lower bound`,
          target: 'small and the same at any library size',
        });
      }
    } finally {
      site.stop();
      cms.close();
    }
    rows.push({
      benchmark: `A compact client-side index instead, at ${2 * SCALE_ENTRIES_PER_KIND} entries (+${SCALE_ARTICLES} articles): only the fields the spec's rules read and an option shows, as JSON (lower bound)`,
      measured: `${kib(compact.brotli)} brotli, ${kib(compact.gzip)} gzip (${kib(compact.raw)} raw)`,
      baseline: '',
      ratio: '',
      target: 'compare with the server answer above',
    });
    rows.push({
      benchmark: `Site server's work per dropdown request at ${2 * SCALE_ENTRIES_PER_KIND} entries (+${SCALE_ARTICLES} articles): search with suggestion, median of 20`,
      measured: `“${QUERY}” ${round(work.found, 2)} ms; misspelt “margela” (suggestion) ${round(work.misspelt, 2)} ms; no match “xyzzyq” ${round(work.miss, 2)} ms`,
      baseline: '',
      ratio: '',
      target: 'a few ms: one request per typing pause',
    });
    return rows;
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

if (require.main === module) printAlone(benchSearchFirstAnswer);
