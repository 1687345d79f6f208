import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const pdfIngestService = pluginServices<typeof services>('pdf-ingest');
