/**
 * The site server (React Router SSR from its content cache, behind compression and the CMS proxy)
 * serving an article page vs a plain Node static server sending the same HTML bytes from a file,
 * same machine, same run, same load: once as deployed (rendered pages cached until the content
 * changes) and once rendering every request (PAGE_CACHE_SIZE=0). Also reports the home route's
 * initial JavaScript (gzip), the modules a first visit downloads before the page is interactive.
 * Target: under 100 KiB.
 *
 * Runnable alone: `npx tsx bench/site.ts`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { moduleImports, scriptsStartedAfterPaint } from '../frontend/app/lib/hydrationAfterPaint.server';
import { ensureBuilt, startSite } from '../frontend/test/support/siteServer';
import { gzipSize, isFrameworkChunk } from './bundle';
import { freePort, startCms } from './lib/cms';
import { load, round } from './lib/load';
import type { BenchRow } from './lib/report';

const CLIENT_BUILD = path.resolve(__dirname, '..', 'frontend', 'build', 'client');

/** A static file server as plain as it gets: one file, read from disk on every request. */
async function startStaticServer(file: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Every script the home page loads up front: the entry module and its modulepreloads, which the page
 * hands to its loader to start after the first paint (frontend/app/lib/hydrationAfterPaint.server.ts).
 */
export function initialScripts(html: string): string[] {
  const started = scriptsStartedAfterPaint(html);
  const source = started ? started.code : html;
  const preloads = started
    ? started.preloads
    : [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((match) => match[1]);
  return [...new Set([...preloads, ...moduleImports(source)])].filter(
    (src) => src.startsWith('/assets/') && src.endsWith('.js'),
  );
}

interface SiteRun {
  html: string;
  slug: string;
  requestsPerSecond: number;
  p99Ms: number;
  homeHtml: string;
}

/** Starts the site on the given CMS, warms it, loads the newest article page. */
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
    return { html, slug: latest.slug, requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms, homeHtml };
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
    const baseline = await load(staticServer.url);
    await staticServer.close();

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

if (require.main === module) {
  benchSite().then((rows) => console.table(rows));
}
