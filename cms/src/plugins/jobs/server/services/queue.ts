import type { Core } from '@strapi/strapi';
import { createJobQueue } from '../queue';

export default ({ strapi }: { strapi: Core.Strapi }) => createJobQueue(strapi);
