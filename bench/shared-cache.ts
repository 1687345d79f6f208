/**
 * Pages per second through the shared cache (record 186) against nginx serving a same-size static file, the hit
 * ratio over a visitor mix, and publish → visible; run under the heavy lock, as it saturates both cores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { articles } from '../frontend/test/fixtures/catalog';
import { ensureBuilt, startSite } from '../frontend/test/support/siteServer';
import { startStubCms } from '../frontend/test/support/stubCms';
import { load, round } from './lib/load';
import { startNginx } from './lib/nginx';
import { printAlone, type BenchRow } from './lib/report';
import { visit } from './lib/visitor';

const DURATION_SECONDS = 6;
const CONNECTIONS = 20;
const PUBLISHES = 10;
const REPLAYED_VIEWS = 1_500;
const REPLAY_CONCURRENCY = 8;
const HTML = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
/** Uncompressed both ways, or the static file would be gzipped per request while the page copy is kept compressed. */
const PLAIN_HTML = { accept: 'text/html', 'accept-encoding': 'identity' };

const VISITOR_MIX: [path: string, weight: number][] = [
  ['/', 20],
  ['/articles', 10],
  ['/scans', 10],
  ['/archives', 6],
  ...articles.map((article): [string, number] => [`/articles/${article.slug}`, 6]),
  ['/scans/comme-des-garcons', 4],
  ['/contributors', 2],
  ['/searchResults?key=six', 2],
  ['/articles?category=interview', 2],
];

function replayedViews(count: number): string[] {
  const total = VISITOR_MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let seed = 7;
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * total;
  return Array.from({ length: count }, () => {
    let pick = next();
    for (const [path, weight] of VISITOR_MIX) if ((pick -= weight) < 0) return path;
    return VISITOR_MIX[0][0];
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchSharedCache(): Promise<BenchRow[]> {
  ensureBuilt();
  const cms = await startStubCms();
  const site = await startSite({ CMS_URL: cms.url, SITE_TRUST_PROXY_HOPS: '1' });
  let staticPath = '';
  const proxy = await startNginx(new URL(site.url).host, (config, dir) => {
    // The per-client limits are lifted, as one load generator stands for many visitors.
    staticPath = path.join(dir, 'static');
    fs.mkdirSync(staticPath);
    return config
      .replace(/^\s*limit_(req|conn) .*$/gm, '')
      .replace(
        'location = /nginx-health {',
        `location = /static.html {\n        root ${staticPath};\n    }\n\n    location = /nginx-health {`,
      );
  });
  try {
    const home = await visit(`${site.url}/`, { headers: { accept: 'text/html' } });
    fs.writeFileSync(path.join(staticPath, 'static.html'), home.body);
    const rows: BenchRow[] = [];
    const rate = (url: string) =>
      load(url, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, headers: PLAIN_HTML });
    const staticFile = await rate(`${proxy.url}/static.html`);
    for (const [name, pagePath] of [
      ['home page', '/'],
      ['an article', `/articles/${articles[0].slug}`],
    ]) {
      const cached = await rate(`${proxy.url}${pagePath}`);
      const direct = await rate(`${site.url}${pagePath}`);
      rows.push({
        benchmark: `shared cache: ${name}, pages/s and p99 through nginx's cache (${CONNECTIONS} connections)`,
        measured: `${round(cached.requestsPerSecond, 0)}/s, p99 ${cached.p99Ms} ms (straight to the site: ${round(direct.requestsPerSecond, 0)}/s, p99 ${direct.p99Ms} ms)`,
        baseline: `nginx serving a static file of the same size: ${round(staticFile.requestsPerSecond, 0)}/s, p99 ${staticFile.p99Ms} ms`,
        ratio: `${round(cached.requestsPerSecond / staticFile.requestsPerSecond)}x`,
        target: '≥ 0.8x',
      });
    }

    const views = replayedViews(REPLAYED_VIEWS);
    const statuses: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: REPLAY_CONCURRENCY }, async () => {
        while (next < views.length) {
          const answer = await visit(`${proxy.url}${views[next++]}`, { headers: HTML });
          statuses.push(String(answer.headers['x-cache-status']));
        }
      }),
    );
    const served = (status: string) => statuses.filter((seen) => seen === status).length;
    const fromCopy = served('HIT') + served('REVALIDATED') + served('STALE') + served('UPDATING');
    rows.push({
      benchmark: `shared cache: visitor mix of ${REPLAYED_VIEWS} views over ${VISITOR_MIX.length} pages, ${REPLAY_CONCURRENCY} at a time`,
      measured: `${round((100 * fromCopy) / statuses.length, 1)}% from the cache's copy (HIT ${served('HIT')}, REVALIDATED ${served('REVALIDATED')}, MISS ${served('MISS')}, EXPIRED ${served('EXPIRED')})`,
      baseline: '',
      ratio: '',
      target: 'most views from the copy',
    });

    const delays: number[] = [];
    for (let round_ = 0; round_ < PUBLISHES; round_++) {
      const title = `Published Through The Cache ${round_}`;
      await visit(`${proxy.url}/articles`, { headers: HTML });
      const published = Date.now();
      cms.publish('articles', [{ ...articles[0], title }, ...articles.slice(1)]);
      for (;;) {
        const answer = await visit(`${proxy.url}/articles`, { headers: { accept: 'text/html' } });
        if (answer.body.includes(title)) break;
        if (Date.now() - published > 15_000) throw new Error(`publish ${round_} never showed through the cache`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      delays.push(Date.now() - published);
      // Publishes at random points of nginx's whole-second lifetimes.
      await new Promise((resolve) => setTimeout(resolve, 300 + 97 * round_));
    }
    rows.push({
      benchmark: `shared cache: publish → visible through the cache (${PUBLISHES} publishes)`,
      measured: `median ${median(delays)} ms, max ${Math.max(...delays)} ms`,
      baseline: '',
      ratio: '',
      target: '≤ 2,000 ms',
    });
    return rows;
  } finally {
    await proxy.stop();
    await site.stop();
    await cms.close();
  }
}

if (require.main === module) printAlone(benchSharedCache);
