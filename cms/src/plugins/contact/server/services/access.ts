import type { Core } from '@strapi/strapi';
import type services from './index';

type ContactServices = typeof services;

/** A contact plugin service, typed (Strapi's own accessor returns `any`). */
export const contactService = <Name extends keyof ContactServices>(
  strapi: Core.Strapi,
  name: Name,
): ReturnType<ContactServices[Name]> => strapi.plugin('contact').service(name) as ReturnType<ContactServices[Name]>;
