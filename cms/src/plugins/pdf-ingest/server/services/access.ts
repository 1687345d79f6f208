import type { Core } from '@strapi/strapi';
import type services from './index';

type PdfIngestServices = typeof services;

/** A pdf-ingest plugin service, typed (Strapi's own accessor returns `any`). */
export const pdfIngestService = <Name extends keyof PdfIngestServices>(
  strapi: Core.Strapi,
  name: Name,
): ReturnType<PdfIngestServices[Name]> =>
  strapi.plugin('pdf-ingest').service(name) as ReturnType<PdfIngestServices[Name]>;
