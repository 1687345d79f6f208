import type { Core } from '@strapi/strapi';
import type services from './index';

type OcrServices = typeof services;

/** An ocr plugin service, typed (Strapi's own accessor returns `any`). */
export const ocrService = <Name extends keyof OcrServices>(
  strapi: Core.Strapi,
  name: Name,
): ReturnType<OcrServices[Name]> => strapi.plugin('ocr').service(name) as ReturnType<OcrServices[Name]>;
