import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const discoveryService = pluginServices<typeof services>('iiif-discovery');
