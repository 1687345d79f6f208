/** Reading and correcting the text of pages (the editor role has it: folio-editor/server/editorial/editor-role.ts). */
export const PAGE_TEXT_ACTION = 'plugin::ocr.page-text';

const guarded = {
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [PAGE_TEXT_ACTION] } }],
};

/** Under /ocr: the pages grid's text of each page. */
export default {
  type: 'admin',
  routes: [
    { method: 'GET', path: '/page-texts', handler: 'corrections.find', config: guarded },
    { method: 'GET', path: '/page-texts/:fileId', handler: 'corrections.findOne', config: guarded },
    { method: 'PUT', path: '/page-texts/:fileId', handler: 'corrections.update', config: guarded },
    { method: 'POST', path: '/page-texts/:fileId/reading', handler: 'corrections.reread', config: guarded },
  ],
};
