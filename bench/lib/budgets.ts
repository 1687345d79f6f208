import fs from 'node:fs';
import path from 'node:path';

export interface Budgets {
  initialJsGzipKiB: { default: number; routes: Record<string, number> };
  lighthouse: {
    scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
  };
}

export const BUDGETS_FILE = path.resolve(__dirname, '..', 'budgets.json');

export const readBudgets = (): Budgets => JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
