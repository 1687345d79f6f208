import type { Core } from '@strapi/strapi';
import type services from './index';

type DiscoveryServices = typeof services;

/** An iiif-discovery plugin service, typed (Strapi's own accessor returns `any`). */
export const discoveryService = <Name extends keyof DiscoveryServices>(
  strapi: Core.Strapi,
  name: Name,
): ReturnType<DiscoveryServices[Name]> =>
  strapi.plugin('iiif-discovery').service(name) as ReturnType<DiscoveryServices[Name]>;
