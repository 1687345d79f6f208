import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../../config/folio';
import { keepMastersAsSent, refusingRewrites, SHA256_ATTRIBUTE, withMastersAsSent } from './kept-as-sent';
import { MULTIPART_HANDLERS, uploadBody } from './multipart';
import { withNaturalOrder } from './natural-order';
import { oneFileAtATime } from './paired-uploads';
import { withWebpRenditions, type ImageManipulation } from './webpRenditions';
import { withWholeUploads, type UploadService } from './whole-uploads';

interface RouteDefinition {
  handler: unknown;
  config?: { middlewares?: unknown[] };
}

type Controller = Record<string, unknown>;

interface UploadPlugin {
  bootstrap: (deps: { strapi: Core.Strapi }) => Promise<unknown>;
  contentTypes: Record<string, { schema: { attributes: Record<string, unknown> } }>;
  controllers: Record<string, Controller | ((deps: { strapi: Core.Strapi }) => Controller)>;
  services: Record<string, unknown>;
  routes: Record<string, { routes?: RouteDefinition[] }>;
}

type ServiceFactory<Service> = (deps: { strapi: Core.Strapi }) => Service;
type Handler = Parameters<typeof oneFileAtATime>[0];

export default (plugin: UploadPlugin) => {
  Object.assign(plugin.contentTypes.file.schema.attributes, SHA256_ATTRIBUTE);
  plugin.services['image-manipulation'] = withMastersAsSent(
    withWebpRenditions(plugin.services['image-manipulation'] as ImageManipulation),
  );
  const upload = plugin.services.upload as ServiceFactory<UploadService>;
  plugin.services.upload = (deps: { strapi: Core.Strapi }) =>
    refusingRewrites(withNaturalOrder(withWholeUploads(upload(deps))));
  const { bootstrap } = plugin;
  plugin.bootstrap = async (deps) => {
    await bootstrap(deps);
    await keepMastersAsSent(deps.strapi);
  };

  const adminUpload = plugin.controllers['admin-upload'] as Controller;
  plugin.controllers['admin-upload'] = {
    ...adminUpload,
    uploadFiles: oneFileAtATime(adminUpload.uploadFiles as Handler),
  };
  const contentApi = plugin.controllers['content-api'] as (deps: { strapi: Core.Strapi }) => Controller;
  plugin.controllers['content-api'] = (deps) => {
    const controller = contentApi(deps);
    return { ...controller, uploadFiles: oneFileAtATime(controller.uploadFiles as Handler) };
  };

  const readBody = uploadBody(folioSettings().upload);
  for (const router of Object.values(plugin.routes)) {
    for (const route of router.routes ?? []) {
      if (typeof route.handler !== 'string' || !MULTIPART_HANDLERS.has(route.handler)) continue;
      route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), readBody] };
    }
  }
  return plugin;
};
