import { folioSettings } from '../../../config/folio';
import { MULTIPART_HANDLERS, uploadBody } from './multipart';
import { withNaturalOrder } from './natural-order';
import { withWebpRenditions, type ImageManipulation } from './webpRenditions';
import { withWholeUploads, type UploadService } from './whole-uploads';

interface RouteDefinition {
  handler: unknown;
  config?: { middlewares?: unknown[] };
}

interface UploadPlugin {
  services: Record<string, unknown>;
  routes: Record<string, { routes?: RouteDefinition[] }>;
}

type ServiceFactory<Service> = (deps: { strapi: unknown }) => Service;

export default (plugin: UploadPlugin) => {
  plugin.services['image-manipulation'] = withWebpRenditions(
    plugin.services['image-manipulation'] as ImageManipulation,
  );
  const upload = plugin.services.upload as ServiceFactory<UploadService>;
  plugin.services.upload = (deps: { strapi: unknown }) => withNaturalOrder(withWholeUploads(upload(deps)));
  const readBody = uploadBody(folioSettings().upload);
  for (const router of Object.values(plugin.routes)) {
    for (const route of router.routes ?? []) {
      if (typeof route.handler !== 'string' || !MULTIPART_HANDLERS.has(route.handler)) continue;
      route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), readBody] };
    }
  }
  return plugin;
};
