import { formats, winston } from '@strapi/logger';

/** Strapi's default console logger, with its level from LOG_LEVEL (tests run at "warn"). */
export default {
  level: process.env.LOG_LEVEL ?? 'http',
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
