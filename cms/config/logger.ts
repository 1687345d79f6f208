import { formats, winston } from '@strapi/logger';
import { folioSettings } from './folio';

/** Strapi's default console logger, with its level from LOG_LEVEL (tests run at "warn"). */
export default {
  level: folioSettings().logLevel,
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
