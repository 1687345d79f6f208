import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const mastersService = pluginServices<typeof services>('masters');
