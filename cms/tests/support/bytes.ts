import request from 'supertest';
import type { Core } from '@strapi/strapi';

/** A GET of the booted CMS whose body is kept as the bytes sent, whatever their type. */
export const getBytes = (strapi: Core.Strapi, url: string) =>
  request(strapi.server.httpServer)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
