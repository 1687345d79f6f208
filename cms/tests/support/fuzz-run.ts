import fc from 'fast-check';
import { needsPass, toRawRequest, type HostileRequest } from './hostile-requests';
import type { RawRequest, RawResponse } from './raw-http';

/**
 * One run of the fuzz suite against a CMS, directly (cms/tests/fuzz.test.ts) or through the site
 * (frontend/test/fuzz-through-site.test.ts): each generated request must get an answer and never a 5xx,
 * a refused body must be answered in Strapi's error shape, nothing refused may be stored, and the CMS's
 * temp folder must hold no new entry.
 */
export interface FuzzTarget {
  send: (request: RawRequest) => Promise<RawResponse>;
  /** A fresh captcha pass, as the contact form's widget gets one. */
  captchaPass: () => Promise<string>;
  /** An editor's bearer token, for the requests that go as an editor. */
  token: string;
  /** Counts of what a refused request must not change; `uploads` may grow by an accepted editor upload. */
  stored: () => Promise<Record<string, number>>;
  /** The CMS's temp folder now, and as it was before the run. */
  tempEntries: () => string[];
  baseline: string[];
}

export interface FuzzSettings {
  runs: number;
  seed: number;
}

/** FUZZ_RUNS and FUZZ_SEED, or the default size and a fresh seed. */
export const fuzzSettings = (defaultRuns: number): FuzzSettings => ({
  runs: Number(process.env.FUZZ_RUNS ?? defaultRuns),
  seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31),
});

/** A pass is good for 60 seconds; a fresh one after half that stays well within it. */
const PASS_REUSE_MS = 30_000;
const REFUSALS_WITH_BODY = [400, 411, 413, 415];

/** Sends `runs` requests from `requests`; throws with the (shrunk) request that broke a rule, and its seed. */
export async function fuzz(target: FuzzTarget, requests: fc.Arbitrary<HostileRequest>, { runs, seed }: FuzzSettings) {
  const statuses = new Map<number, number>();
  let pass = '';
  let passSince = 0;
  let sent = 0;

  const property = fc.asyncProperty(requests, async (request) => {
    if (needsPass(request) && Date.now() - passSince > PASS_REUSE_MS) {
      pass = await target.captchaPass();
      passSince = Date.now();
    }
    sent += 1;
    const before = await target.stored();
    const response = await target.send(toRawRequest(request, { pass, token: target.token }));
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const seen = `${request.kind}: ${request.method} ${request.path} -> ${response.status} ${response.text.slice(0, 300)}`;

    if (response.status >= 500 || response.status < 100) throw new Error(`A 5xx to hostile input: ${seen}`);
    if (REFUSALS_WITH_BODY.includes(response.status) && request.method !== 'HEAD') {
      const body = response.json();
      if (body.data !== null || body.error?.status !== response.status || !body.error.message) {
        throw new Error(`A refusal not in Strapi's error shape: ${seen}`);
      }
    }
    // Only an editor's upload that the CMS accepted stores anything: at most the files it sent.
    const after = await target.stored();
    const uploaded = (after.uploads ?? 0) - (before.uploads ?? 0);
    const accepted = response.status < 300 && request.asEditor && request.method === 'POST';
    const uploadsFine = accepted ? uploaded >= 1 && uploaded <= request.files : uploaded === 0;
    if (JSON.stringify({ ...after, uploads: 0 }) !== JSON.stringify({ ...before, uploads: 0 }) || !uploadsFine) {
      throw new Error(`Stored ${JSON.stringify(after)} after ${JSON.stringify(before)}: ${seen}`);
    }
    const left = target.tempEntries();
    if (JSON.stringify(left) !== JSON.stringify(target.baseline)) {
      throw new Error(`Left ${left.length - target.baseline.length} new entries in the temp folder: ${seen}`);
    }
  });

  await fc.assert(property, { numRuns: runs, seed });
  const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  return { sent, statuses: counts, left: target.tempEntries().length - target.baseline.length };
}
