import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const contactService = pluginServices<typeof services>('contact');
