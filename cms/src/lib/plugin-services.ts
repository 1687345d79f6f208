import type { Core } from '@strapi/strapi';

type ServiceFactories = Record<string, (...args: never[]) => unknown>;

/** A plugin's service accessor, typed from its services index (Strapi's own accessor returns `any`). */
export const pluginServices =
  <Services extends ServiceFactories>(plugin: string) =>
  <Name extends keyof Services & string>(strapi: Core.Strapi, name: Name): ReturnType<Services[Name]> =>
    strapi.plugin(plugin).service(name) as ReturnType<Services[Name]>;
