import type { Locator, Page } from 'playwright-core';
import { eventually } from '../../cms/tests/support/eventually';
import type { Visit } from './site';

export interface AdminUser {
  email: string;
  password: string;
  token: string;
}

async function jsonOrThrow<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function adminApi(cmsUrl: string, user: AdminUser, path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, cmsUrl), {
    ...init,
    headers: { Authorization: `Bearer ${user.token}`, ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function registerFirstAdmin(cmsUrl: string, email: string, password: string): Promise<AdminUser> {
  const response = await fetch(new URL('/admin/register-admin', cmsUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstname: 'Ada', lastname: 'Min', email, password }),
  });
  const { data } = await jsonOrThrow<{ data: { token: string } }>(response, 'register the first administrator');
  return { email, password, token: data.token };
}

/** As the README tells: Settings → Users → Invite new user, then the invitation link. */
export async function inviteEditor(cmsUrl: string, admin: AdminUser, email: string, password: string) {
  const roles = await jsonOrThrow<{ data: { id: number; code: string }[] }>(
    await adminApi(cmsUrl, admin, '/admin/roles'),
    'list the roles',
  );
  const editorRole = roles.data.find((role) => role.code === 'strapi-editor');
  if (!editorRole) throw new Error('the CMS has no Editor role');
  const invited = await jsonOrThrow<{ data: { registrationToken: string } }>(
    await adminApi(cmsUrl, admin, '/admin/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstname: 'Eda', lastname: 'Itor', email, roles: [editorRole.id] }),
    }),
    'invite the editor',
  );
  const registered = await fetch(new URL('/admin/register', cmsUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.data.registrationToken,
      userInfo: { firstname: 'Eda', lastname: 'Itor', password },
    }),
  });
  const { data } = await jsonOrThrow<{ data: { token: string } }>(registered, 'register the invited editor');
  return { email, password, token: data.token };
}

// The test machine has no network, and the admin asks for Strapi features this CMS does not run.
const CROSS_ORIGIN = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };

export async function quietAdmin(visit: Visit): Promise<void> {
  await visit.page.route('https://api.github.com/**', (route) =>
    route.fulfill({ headers: CROSS_ORIGIN, json: { tag_name: 'v5.54.0' } }),
  );
  await visit.page.route('https://analytics.strapi.io/**', (route) =>
    route.fulfill({ status: 204, headers: CROSS_ORIGIN }),
  );
  visit.problems.expectHttpError(404, '/admin/ai-feature-config');
}

/** What the media library's upload step prints (its drop zone passes a layout prop to a DOM element). */
export function expectUploadDialogNoise(visit: Visit): void {
  visit.problems.expectConsoleError(
    /^Warning: React does not recognize the `%s` prop.*\bjustifyContent justifycontent\b/s,
  );
}

/** The 404 of Strapi's AI translation jobs, which the admin asks for on every edit view of a document. */
export function expectTranslationJobs404(visit: Visit, uid: string, documentId: string): void {
  visit.problems.expectHttpError(404, `/i18n/ai-localization-jobs/collection-types/${uid}/${documentId}`);
}

// None of it Folio's (record 149): the media dialog reads the upload settings, which Strapi guards with the
// permission to change them, and the navigation passes a boolean to a DOM attribute.
export function expectEditorRoleNoise(visit: Visit): void {
  visit.problems.expectHttpError(403, '/upload/settings');
  visit.problems.expectConsoleError(/^FetchError: Policy Failed/);
  visit.problems.expectConsoleError(/^Warning: Received `%s` for a non-boolean attribute `%s`/);
}

export async function logIn(page: Page, cmsUrl: string, user: Pick<AdminUser, 'email' | 'password'>) {
  await page.goto(new URL('/admin/auth/login', cmsUrl).href, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));
}

/** dnd-kit's live region, which says each pick-up, move and drop once React has rendered it. */
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** What dnd-kit's live region last said to a screen reader. */
export const announced = (page: Page) => liveRegion(page).innerText();

/** Waits until the live region says `said` and no longer `before`. */
export const untilAnnounced = (page: Page, said: string | RegExp, before?: string) =>
  liveRegion(page)
    .filter({ hasText: said, ...(before ? { hasNotText: before } : {}) })
    .waitFor({ state: 'attached' });

/** Picks the focused tile up with Space, presses the given keys, then drops it (or cancels) as a keyboard user. */
export async function moveWithKeyboard(page: Page, tile: Locator, keys: string[], end: 'Space' | 'Escape' = 'Space') {
  await tile.focus();
  await page.keyboard.press('Space');
  // dnd-kit marks the picked-up page as pressed.
  await eventually(
    () => tile.getAttribute('aria-pressed'),
    (pressed) => pressed === 'true',
    { what: 'the pick-up' },
  );
  // dnd-kit's keyboard sensor starts listening for keys in a zero-delay timer; HTML runs one queued now after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const key of keys) {
    const before = await announced(page);
    await page.keyboard.press(key);
    await untilAnnounced(page, / is over /, before);
  }
  await page.keyboard.press(end);
  await untilAnnounced(page, /^(Dropped|Moving cancelled)/);
}
