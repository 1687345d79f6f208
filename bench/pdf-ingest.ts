/**
 * PDF ingest's seconds per page and the CMS's peak RSS against uploading the same page images directly, each phase
 * on a fresh CMS so neither inherits the other's memory. Run under `flock /tmp/folio-heavy.lock`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCms, UNLIMITED_BUDGETS, type RunningCms } from './lib/cms';
import { round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';

/** What is used here of pdf-lib and sharp, which are the CMS's packages (its tests and its uploads). */
interface PdfDocument {
  embedJpg: (jpeg: Uint8Array) => Promise<unknown>;
  addPage: (size: [number, number]) => { drawImage: (image: unknown, box: Record<string, number>) => void };
  save: () => Promise<Uint8Array>;
}
type Sharp = (input: Buffer) => { jpeg: (options: { quality: number }) => { toBuffer: () => Promise<Buffer> } };

const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
const { PDFDocument } = cmsRequire('pdf-lib') as { PDFDocument: { create: () => Promise<PdfDocument> } };
const sharp = cmsRequire('sharp') as Sharp;

const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 50);
const ADMIN = { email: 'bench@example.com', password: 'Bench-Passw0rd', firstname: 'Bench', lastname: 'Admin' };

async function scannedPage(n: number): Promise<Buffer> {
  const [width, height] = [1240, 1754];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(n * 37) % 360},40%,85%)"/>` +
    `<stop offset="1" stop-color="hsl(${(n * 53) % 360},30%,40%)"/></linearGradient>` +
    `<filter id="f"><feTurbulence baseFrequency="0.8" numOctaves="2"/><feColorMatrix type="saturate" values="0"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0.15"/></feComponentTransfer></filter></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" filter="url(#f)"/>` +
    `<text x="100" y="900" font-size="500" font-family="sans-serif">${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function scannedPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let n = 1; n <= pages; n += 1) {
    const image = await document.embedJpg(await scannedPage(n));
    document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await document.save());
}

function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  for (const stack = [pid]; stack.length > 0;) {
    const current = stack.pop() as number;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${current}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* the process ended meanwhile */
    }
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

async function measured(cms: RunningCms, work: () => Promise<void>): Promise<{ seconds: number; peakMiB: number }> {
  let peak = treeRss(cms.process.pid as number);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(cms.process.pid as number));
  }, 100);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, peakMiB: peak / 1024 / 1024 };
}

async function adminToken(cms: RunningCms): Promise<string> {
  const register = await fetch(`${cms.url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const login = register.ok
    ? register
    : await fetch(`${cms.url}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function call<T>(cms: RunningCms, token: string, pathname: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${cms.url}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface JobStatus {
  id: number;
  status: string;
  done: number;
  total: number;
  added: number;
  failed: unknown[];
}

export async function benchPdfIngest(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-pdf-'));
  const publicDir = path.join(dir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const env = { ...UNLIMITED_BUDGETS, SEED_DEMO_CONTENT: 'false', STRAPI_PUBLIC_DIR: publicDir };
  const placement = { database: path.join(dir, 'data.db') };
  const pdf = await scannedPdf(PAGES);
  try {
    // Ingest: the PDF in one request, then the job followed until it is over.
    let cms = await startCms(env, placement);
    let pageUrls: string[] = [];
    const ingest = await (async () => {
      try {
        const token = await adminToken(cms);
        const scan = await call<{ data: { documentId: string } }>(
          cms,
          token,
          '/content-manager/collection-types/api::scan.scan',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ title: 'Bench issue', slug: 'bench-issue' }),
          },
        );
        const documentId = scan.data.documentId;
        const result = await measured(cms, async () => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench-issue.pdf');
          let job = (
            await call<{ data: JobStatus }>(cms, token, `/pdf-ingest/scans/${documentId}/pdf`, {
              method: 'POST',
              body: form,
            })
          ).data;
          while (job.status !== 'done' && job.status !== 'failed') {
            await new Promise((resolve) => setTimeout(resolve, 250));
            job = (await call<{ data: JobStatus }>(cms, token, `/pdf-ingest/jobs/${job.id}`)).data;
          }
          if (job.status !== 'done' || job.added !== PAGES) throw new Error(`Ingest ended ${JSON.stringify(job)}`);
        });
        const files = await call<{ results: { url: string; name: string }[] }>(
          cms,
          token,
          `/upload/files?pageSize=${PAGES + 10}&sort=id:asc`,
        );
        pageUrls = files.results.filter((file) => file.name.startsWith('bench-issue-page-')).map((file) => file.url);
        return result;
      } finally {
        await cms.stop();
      }
    })();

    // Baseline: the same page images uploaded directly, one a request, on a fresh CMS.
    const images = pageUrls.map((url) => fs.readFileSync(path.join(publicDir, url)));
    cms = await startCms(env, placement);
    const direct = await (async () => {
      try {
        const token = await adminToken(cms);
        return await measured(cms, async () => {
          for (const [index, image] of images.entries()) {
            const form = new FormData();
            form.append(
              'files',
              new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
              `direct-page-${index + 1}.jpg`,
            );
            await call(cms, token, '/upload', { method: 'POST', body: form });
          }
        });
      } finally {
        await cms.stop();
      }
    })();

    const perPage = ingest.seconds / PAGES;
    const directPerPage = direct.seconds / images.length;
    return [
      {
        benchmark: `PDF ingest, ${PAGES}-page scanned PDF (${(pdf.length / 1024 / 1024).toFixed(1)} MiB): seconds per page`,
        measured: `${round(perPage, 3)} s (${round(ingest.seconds, 1)} s in all)`,
        baseline: `${round(directPerPage, 3)} s (the same ${images.length} page images uploaded directly)`,
        ratio: `${round(perPage / directPerPage, 2)}×`,
        target: 'memory bounded; pages off the request path',
      },
      {
        benchmark: `PDF ingest, ${PAGES}-page scanned PDF: peak RSS of the CMS`,
        measured: `${Math.round(ingest.peakMiB)} MiB`,
        baseline: `${Math.round(direct.peakMiB)} MiB (direct uploads)`,
        ratio: `${round(ingest.peakMiB / direct.peakMiB, 2)}×`,
        target: 'does not grow with the page count',
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) printAlone(benchPdfIngest);
