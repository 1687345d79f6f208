/**
 * The site server, cached and with PAGE_CACHE_SIZE=0, against a plain static server of the same HTML; its largest
 * script via sirv against express.static with per-request compression; the home route's JS against its budget
 * (bench/budgets.json).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { ensureBuilt, startSite } from '../frontend/test/support/siteServer';
import { gzipSize, isFrameworkChunk } from './bundle';
import { freePort, startCms } from './lib/cms';
import { load, round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';

const CLIENT_BUILD = path.resolve(__dirname, '..', 'frontend', 'build', 'client');

interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

async function serveLocally(handler: http.RequestListener): Promise<LocalServer> {
  const port = await freePort();
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const startStaticServer = (file: string) =>
  serveLocally((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    fs.createReadStream(file).pipe(res);
  });

const moduleImports = (code: string): string[] =>
  [...code.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]);

/** As React Router writes them: the page's modulepreload links and what its module script imports. */
export function initialScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((match) => match[1]);
  const moduleScript = /<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return [...new Set([...preloads, ...moduleImports(moduleScript)])].filter(
    (src) => src.startsWith('/assets/') && src.endsWith('.js'),
  );
}

/** The pipeline precompressed assets replaced: read from disk and compressed on every request. */
function startOnTheFlyAssetServer(): Promise<LocalServer> {
  const app = express();
  app.use(compression());
  app.use('/assets', express.static(path.join(CLIENT_BUILD, 'assets'), { immutable: true, maxAge: '1y' }));
  return serveLocally(app);
}

/** What a browser sends for a script, Accept-Encoding included (Chromium's, brotli first choice). */
const SCRIPT_REQUEST_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

interface AssetRun {
  requestsPerSecond: number;
  p99Ms: number;
  bytes: number;
}

// Not fetch, which would decode the body.
function sentBytes(url: string): Promise<{ status: number; encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: SCRIPT_REQUEST_HEADERS }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes }));
      })
      .on('error', reject);
  });
}

async function measureAsset(url: string): Promise<AssetRun> {
  const { status, encoding, bytes } = await sentBytes(url);
  if (status !== 200 || encoding !== 'br') throw new Error(`${url} answered ${status} (${encoding})`);
  const result = await load(url, { headers: SCRIPT_REQUEST_HEADERS });
  const failures = Object.entries(result.statusCounts).filter(([status]) => status !== '200');
  if (failures.length || result.errors) throw new Error(`${url} answered ${JSON.stringify(result.statusCounts)}`);
  return { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms, bytes };
}

interface SiteRun {
  html: string;
  slug: string;
  requestsPerSecond: number;
  p99Ms: number;
  homeHtml: string;
  script: { path: string; run: AssetRun };
}

const largestScript = (html: string) =>
  initialScripts(html)
    .map((src) => ({ src, size: fs.statSync(path.join(CLIENT_BUILD, src)).size }))
    .sort((a, b) => b.size - a.size)[0].src;

async function measureSite(cmsUrl: string, env: Record<string, string>): Promise<SiteRun> {
  const site = await startSite({ CMS_URL: cmsUrl, ...env });
  try {
    const [latest] = (await (await fetch(`${cmsUrl}/api/catalog/articles`)).json()) as { slug: string }[];
    const articleUrl = `${site.url}/articles/${latest.slug}`;
    const html = await (await fetch(articleUrl)).text(); // also warms the content cache
    const result = await load(articleUrl);
    const failures = Object.entries(result.statusCounts).filter(([status]) => status !== '200');
    if (failures.length || result.errors) {
      throw new Error(`the site answered ${JSON.stringify(result.statusCounts)} with ${result.errors} errors`);
    }
    const homeHtml = await (await fetch(`${site.url}/`)).text();
    const scriptPath = largestScript(homeHtml);
    const script = { path: scriptPath, run: await measureAsset(`${site.url}${scriptPath}`) };
    return {
      html,
      slug: latest.slug,
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      homeHtml,
      script,
    };
  } finally {
    await site.stop();
  }
}

export async function benchSite(): Promise<BenchRow[]> {
  ensureBuilt();
  const cms = await startCms();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-site-'));
  try {
    const cached = await measureSite(cms.url, {});
    const uncached = await measureSite(cms.url, { PAGE_CACHE_SIZE: '0' });
    const htmlFile = path.join(workDir, 'article.html');
    fs.writeFileSync(htmlFile, cached.html);
    const staticServer = await startStaticServer(htmlFile);
    const baseline = await load(`${staticServer.url}/`);
    await staticServer.close();
    const onTheFly = await startOnTheFlyAssetServer();
    const scriptBaseline = await measureAsset(`${onTheFly.url}${cached.script.path}`);
    await onTheFly.close();
    const script = cached.script.run;

    const scripts = initialScripts(cached.homeHtml);
    const bytesOf = (files: string[]) =>
      files.reduce((total, src) => total + gzipSize(path.join(CLIENT_BUILD, src)), 0);
    const homeJsBytes = bytesOf(scripts);
    const floorBytes = bytesOf(scripts.filter(isFrameworkChunk));
    const baselineText = `static file server, same bytes: ${round(baseline.requestsPerSecond, 0)} req/s, p99 ${baseline.p99Ms} ms`;
    const page = `GET /articles/${cached.slug} (${round(cached.html.length / 1024, 1)} KiB HTML)`;
    return [
      {
        benchmark: `Site SSR, page cache on (as deployed): ${page}`,
        measured: `${round(cached.requestsPerSecond, 0)} req/s, p99 ${cached.p99Ms} ms`,
        baseline: baselineText,
        ratio: String(round(cached.requestsPerSecond / baseline.requestsPerSecond)),
        target: '(SSR vs static, same run)',
      },
      {
        benchmark: `Site SSR, every request rendered (PAGE_CACHE_SIZE=0): ${page}`,
        measured: `${round(uncached.requestsPerSecond, 0)} req/s, p99 ${uncached.p99Ms} ms`,
        baseline: baselineText,
        ratio: String(round(uncached.requestsPerSecond / baseline.requestsPerSecond, 3)),
        target: '(reference)',
      },
      {
        benchmark: `Site static assets: GET ${cached.script.path} (the home page's largest script, brotli), compressed at build time, sent by sirv`,
        measured: `${round(script.requestsPerSecond, 0)} req/s, p99 ${script.p99Ms} ms, ${round(script.bytes / 1024, 1)} KiB`,
        baseline:
          `read and compressed per request (express.static + compression): ${round(scriptBaseline.requestsPerSecond, 0)} req/s, ` +
          `p99 ${scriptBaseline.p99Ms} ms, ${round(scriptBaseline.bytes / 1024, 1)} KiB`,
        ratio: `${round(script.requestsPerSecond / scriptBaseline.requestsPerSecond)}x req/s, ${round(script.bytes / scriptBaseline.bytes)}x bytes`,
        target: '(as deployed vs the pipeline it replaced, same run)',
      },
      {
        benchmark: `Home route initial JS (gzip, ${scripts.length} files)`,
        measured: `${round(homeJsBytes / 1024, 1)} KiB`,
        baseline:
          `framework floor (React, React DOM, React Router): ${round(floorBytes / 1024, 1)} KiB; ` +
          `above it (MUI, Emotion, SWR, the site): ${round((homeJsBytes - floorBytes) / 1024, 1)} KiB`,
        ratio: '',
        target: '< 100 KiB',
      },
    ];
  } finally {
    await cms.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (require.main === module) printAlone(benchSite);
