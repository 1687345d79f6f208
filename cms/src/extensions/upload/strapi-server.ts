import { withWebpRenditions, type ImageManipulation } from './webpRenditions';

/** The upload plugin, with WebP renditions of PNG and JPEG uploads (see webpRenditions.ts). */
export default (plugin: { services: Record<string, unknown> }) => {
  plugin.services['image-manipulation'] = withWebpRenditions(
    plugin.services['image-manipulation'] as ImageManipulation,
  );
  return plugin;
};
