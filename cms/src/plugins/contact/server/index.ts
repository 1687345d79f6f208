import type { Core } from '@strapi/strapi';
import { defaultConfig } from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { contactService } from './services/access';

/**
 * The contact plugin: captcha (ALTCHA by default, reCAPTCHA when configured), single-use captcha passes,
 * the 3-per-24-hours limit (both remembered across restarts), stored inquiries and their notification mail.
 */
export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const state = contactService(strapi, 'state');
    await state.sweep();
    state.startSweeping();
    contactService(strapi, 'mailer').startRetrying();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    contactService(strapi, 'state').stopSweeping();
    const mailer = contactService(strapi, 'mailer');
    mailer.stopRetrying();
    await mailer.drain();
  },

  config: { default: defaultConfig },
  contentTypes,
  controllers,
  routes,
  services,
};
