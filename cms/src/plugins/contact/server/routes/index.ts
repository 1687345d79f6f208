import { CONTACT_ENDPOINTS } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { contactConfig } from '../config';
import { contactBodyGuard } from '../middlewares/body-guard';

const open = { auth: false as const };

/**
 * The paths the site calls (the spec's contact API), so the router's plugin prefix is left off. The POST
 * routes carry their body rules as a route middleware: they hold for every spelling of the path that
 * Strapi routes here, and the body is read only once the rules are met.
 */
export default {
  'content-api': ({ strapi }: { strapi: Core.Strapi }) => {
    const guarded = { ...open, middlewares: [contactBodyGuard({ maxBytes: contactConfig(strapi).maxBodyBytes })] };
    return {
      type: 'content-api',
      prefix: '',
      routes: [
        { method: 'GET', path: CONTACT_ENDPOINTS.captchaWidget, handler: 'contact.widget', config: open },
        { method: 'GET', path: CONTACT_ENDPOINTS.altchaChallenge, handler: 'contact.challenge', config: open },
        { method: 'POST', path: CONTACT_ENDPOINTS.checkCaptcha, handler: 'contact.checkCaptcha', config: guarded },
        { method: 'POST', path: CONTACT_ENDPOINTS.sendInquiry, handler: 'contact.send', config: guarded },
      ],
    };
  },
};
