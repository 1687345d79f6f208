import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const ocrService = pluginServices<typeof services>('ocr');
