import type { Page } from 'playwright-core';

export const SEARCH_LABEL = 'Search articles, scans and archives';

export const searchForm = (page: Page) => page.getByRole('search', { name: 'Site search' });
export const searchInput = (page: Page) => page.getByRole('combobox', { name: SEARCH_LABEL });
/** The desktop navbar's menu (the phone menu is a dialog of the same name). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
