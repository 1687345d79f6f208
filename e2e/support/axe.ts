import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Waits for transitions: a dialog still fading in has its text at part opacity, which axe rightly calls low contrast.
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
