import type { Core } from '@strapi/strapi';
import type services from './index';

type EditorServices = typeof services;

/** A folio-editor plugin service, typed (Strapi's own accessor returns `any`). */
export const editorService = <Name extends keyof EditorServices>(
  strapi: Core.Strapi,
  name: Name,
): ReturnType<EditorServices[Name]> => strapi.plugin('folio-editor').service(name) as ReturnType<EditorServices[Name]>;
