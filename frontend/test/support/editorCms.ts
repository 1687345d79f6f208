import fs from 'node:fs';
import path from 'node:path';
import { startCms, type RunningCms } from '../../../bench/lib/cms';

const CMS_DIST = path.resolve(__dirname, '..', '..', '..', 'cms', 'dist', 'src', 'index.js');

/** A valid 1×1 PNG: a cover for the entries a test publishes. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface EditorCms {
  cms: RunningCms;
  /** An admin API call as the editor (the content manager's own endpoints, as the admin UI makes them). */
  admin(method: string, apiPath: string, body?: unknown): Promise<Response>;
  /** The id of an uploaded cover image, with its alternative text (required on covers at save). */
  coverId: number;
}

/**
 * The built CMS in production mode on its own empty SQLite file in `workDir`, its first administrator
 * registered and a cover uploaded: what the end-to-end tests of publishing need before they publish.
 */
export async function startEditorCms(workDir: string): Promise<EditorCms> {
  if (!fs.existsSync(CMS_DIST)) throw new Error(`${CMS_DIST} is missing: build it first (npm run build)`);
  const publicDir = path.join(workDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const cms = await startCms(
    {
      SEED_DEMO_CONTENT: 'false',
      STRAPI_PUBLIC_DIR: publicDir,
      REDIS_URL: '',
      // The machine running the tests is busy; shedding is not what these tests are about.
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
    },
    { database: path.join(workDir, 'data.db') },
  );
  const registered = await fetch(`${cms.url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Eda',
      lastname: 'Itor',
      email: 'editor@folio.example',
      password: 'Editor-test-1',
    }),
  });
  if (registered.status !== 200) throw new Error(`register the administrator: ${registered.status}`);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;

  const admin = (method: string, apiPath: string, body?: unknown) =>
    fetch(`${cms.url}${apiPath}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const form = new FormData();
  form.append('files', new Blob([COVER_PNG], { type: 'image/png' }), 'cover.png');
  form.append('fileInfo', JSON.stringify({ alternativeText: 'Cover of the entry' }));
  const uploaded = await fetch(`${cms.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload the cover: ${uploaded.status}`);
  const coverId = ((await uploaded.json()) as { id: number }[])[0].id;
  return { cms, admin, coverId };
}
