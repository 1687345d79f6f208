import type { Core } from '@strapi/strapi';
import type services from './index';

type IiifServices = typeof services;

/** An iiif plugin service, typed (Strapi's own accessor returns `any`). */
export const iiifService = <Name extends keyof IiifServices>(
  strapi: Core.Strapi,
  name: Name,
): ReturnType<IiifServices[Name]> => strapi.plugin('iiif').service(name) as ReturnType<IiifServices[Name]>;
