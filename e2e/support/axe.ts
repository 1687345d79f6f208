import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now (menus or dialogs open included) and fails on any violation. It
 * waits for running transitions first: a dialog still fading in has its text at part opacity, which
 * axe rightly measures as low contrast (the reader's zoom dialog failed so now and then).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Endless ones (a spinner) never settle and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(readable).toEqual([]);
}
