import fs from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './servers';
import type { Page } from 'playwright-core';
import type { Visit } from './site';

/**
 * A full-page picture shows the whole page, so the images a visitor would load by scrolling (they are
 * lazy below the fold) are loaded first; then the page is as a visitor who scrolled to the end sees it.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager'));
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
}

/** Git-ignored (artifacts/), for a reader to look at after a run. */
export const SCREENSHOT_DIR = path.join(REPO_DIR, 'artifacts', 'screenshots');

/**
 * Saves artifacts/screenshots/<name>-<device>.png: the whole page, or with `overlay` only what the screen
 * shows (for a modal, a toast or an open menu, which sit over the viewport).
 */
export async function saveScreenshot({ page, device }: Visit, name: string, { overlay = false } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (!overlay) await loadLazyImages(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${device}.png`), fullPage: !overlay });
}
