import { CONTACT_ENDPOINTS } from '@folio/core';

/** The paths the site calls (the spec's contact API), so the router's plugin prefix is left off. */
export const CONTACT_POST_PATHS = [CONTACT_ENDPOINTS.checkCaptcha, CONTACT_ENDPOINTS.sendInquiry] as const;

const open = { auth: false as const };

export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [
      { method: 'GET', path: CONTACT_ENDPOINTS.captchaWidget, handler: 'contact.widget', config: open },
      { method: 'GET', path: CONTACT_ENDPOINTS.altchaChallenge, handler: 'contact.challenge', config: open },
      { method: 'POST', path: CONTACT_ENDPOINTS.checkCaptcha, handler: 'contact.checkCaptcha', config: open },
      { method: 'POST', path: CONTACT_ENDPOINTS.sendInquiry, handler: 'contact.send', config: open },
    ],
  },
};
