import { pluginServices } from '../../../../lib/plugin-services';
import type services from './index';

export const folioEditorService = pluginServices<typeof services>('folio-editor');
