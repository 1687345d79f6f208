import fs from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './servers';
import type { Page } from 'playwright-core';
import type { Visit } from './site';

// Lazy images and `content-visibility: auto` sections are drawn first, as a visitor who scrolled to the end sees them.
async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Through the CSSOM: the site's CSP refuses an injected <style>.
    document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    });
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager'));
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
  // Decoded before the capture, or the ones far below the viewport come out as empty boxes.
  await page.evaluate(() => Promise.all(Array.from(document.images).map((image) => image.decode())));
}

/** Git-ignored (artifacts/), for a reader to look at after a run. */
export const SCREENSHOT_DIR = path.join(REPO_DIR, 'artifacts', 'screenshots');

/** `overlay` captures only the screen, for a modal, a toast or an open menu over the viewport. */
export async function saveScreenshot({ page, device }: Visit, name: string, { overlay = false } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (!overlay) await drawWholePage(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${device}.png`), fullPage: !overlay });
}
