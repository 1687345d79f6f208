import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; no test tool downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless in containers, and quiet: without the background flags Chromium floods a closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumInstalled = () => fs.existsSync(CHROMIUM_PATH);

export const MISSING_CHROMIUM_MESSAGE = `Chromium is required for the browser journeys and was not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROME_PATH).`;

export type Device = 'desktop' | 'mobile';
export const DEVICES: Device[] = ['desktop', 'mobile'];

/** 390 px is a current phone, below the 500 px mobile breakpoint. */
const DEVICE_OPTIONS: Record<Device, Parameters<typeof chromium.launchPersistentContext>[1]> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

export interface LaunchedBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

export async function launchBrowser(
  device: Device,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<LaunchedBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    locale: 'en-GB',
    timezoneId: 'UTC',
    ...DEVICE_OPTIONS[device],
    javaScriptEnabled,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
