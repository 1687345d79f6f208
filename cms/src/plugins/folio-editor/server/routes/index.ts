/** Reading and correcting the text of pages (the editor role has it; see src/editorial/editor-role.ts). */
export const PAGE_TEXT_ACTION = 'plugin::folio-editor.page-text';

const guarded = {
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [PAGE_TEXT_ACTION] } }],
};

/** Admin routes (under /folio-editor): the pages grid's text of each page. */
export default {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/page-texts', handler: 'pageTexts.find', config: guarded },
      { method: 'PUT', path: '/page-texts/:fileId', handler: 'pageTexts.update', config: guarded },
      { method: 'POST', path: '/page-texts/:fileId/reading', handler: 'pageTexts.reread', config: guarded },
    ],
  },
};
