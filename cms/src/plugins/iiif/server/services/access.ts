import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const iiifService = pluginServices<typeof services>('iiif');
