import type { ComponentType } from 'react';
import { CheckCircle } from '@strapi/icons';
import type { StrapiApp } from '@strapi/admin/strapi-admin';
import { PLUGIN_ID } from '../../shared/masters';

/** Whoever may open the media library (the routes ask the same). */
const permissions = [{ action: 'plugin::upload.read', subject: null }];

/** The masters' admin part: their page, and the check's result on the home page. */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Masters' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: CheckCircle,
      intlLabel: { id: `${PLUGIN_ID}.menu`, defaultMessage: 'Masters' },
      permissions,
      Component: async () => (await import('./MastersPage')) as unknown as { default: ComponentType },
    });
    app.widgets.register({
      id: 'fixity',
      pluginId: PLUGIN_ID,
      icon: CheckCircle,
      title: { id: `${PLUGIN_ID}.widget.title`, defaultMessage: 'Masters kept as uploaded' },
      link: {
        label: { id: `${PLUGIN_ID}.widget.link`, defaultMessage: 'See every master' },
        href: `/plugins/${PLUGIN_ID}`,
      },
      permissions,
      component: async () => (await import('./FixityWidget')).FixityWidget,
    });
  },
};
