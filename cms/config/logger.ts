import { formats, winston } from '@strapi/logger';
import { folioSettings } from './folio';

export default {
  level: folioSettings().logLevel,
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
